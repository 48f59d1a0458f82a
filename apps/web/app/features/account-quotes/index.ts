// What routes use of the account's branch quotes: the page's list and its loader's call.
export { AccountQuotes } from "./components/AccountQuotes.tsx";
export { ACCOUNT_QUOTES_PATH, accountQuotesOf } from "./api.ts";
