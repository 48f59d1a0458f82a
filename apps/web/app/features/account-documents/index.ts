// What routes use of the account documents: online invoices, statements and document links.
export { AccountDocuments, statementPath } from "./components/AccountDocuments.tsx";
export { DocumentLink } from "./components/DocumentLink.tsx";
export { OnlineInvoices, ONLINE_INVOICES_PATH } from "./components/OnlineInvoices.tsx";
export { OnlineInvoicesOutcome } from "./components/OnlineInvoicesOutcome.tsx";
export { StatementOfAccount } from "./components/StatementOfAccount.tsx";
export { onlineInvoiceRequestsFor, requestOnlineInvoicesFromPage, statementFor } from "./api.ts";
