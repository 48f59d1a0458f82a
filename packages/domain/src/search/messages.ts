/** spec/1 §5 "Search and lookups": the empty-search dialog (spelling fixed: one full stop). */
export const EMPTY_SEARCH_MESSAGE =
  "Unfortunately, the search you have requested is empty, please try again.";
