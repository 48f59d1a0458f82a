/** The branch quotation page (issue 14): a quote found by email and reference, and its Extend Quote request. */
export { QuotePage } from "./components/QuotePage.tsx";
export { quotePageAction, quotePageFromLink, type QuotePageState } from "./quote-page.ts";
