/** spec/2 §2: the store selector's buttons and links, in the spec's words. */
export const CLICK_AND_COLLECT_LABEL = "Click & Collect";
export const DELIVERY_LABEL = "Delivery";
export const SEARCH_LABEL = "Search";
export const SELECT_LABEL = "Select";
export const SELECTED_LABEL = "Selected";
export const VIEW_MORE_LABEL = "View More";
export const COLLECTION_LABEL = "Collection";
