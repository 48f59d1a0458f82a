/** spec/2 §2: the store selector's buttons and links, in the spec's words. */
export const CLICK_AND_COLLECT_LABEL = "Click & Collect";
export const DELIVERY_LABEL = "Delivery";
export const SEARCH_LABEL = "Search";
export const SELECT_LABEL = "Select";
export const SELECTED_LABEL = "Selected";
export const VIEW_MORE_LABEL = "View More";
export const COLLECTION_LABEL = "Collection";

/** spec/2 §4 the branch that supports none of the trade user's accounts: ours, the spec quotes none. */
export const ASK_THE_BRANCH_LABEL = "Ask the branch";
export const USE_BRANCH_ANYWAY_LABEL = "Use this branch anyway";
