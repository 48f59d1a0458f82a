/**
 * Texts of the branches context, in the specs' own words (spelling fixed as DESIGN.md lists).
 * Templates keep their `{placeholders}`; fill them with `fillMessage` from shared/result.ts.
 */

// spec/1 §5 Search and lookups, §8 — branch-name search.
export const BRANCH_SEARCH_TOO_SHORT_MESSAGE = "Please enter at least 3 characters to search our stores.";
export const BRANCH_SEARCH_INVALID_PHRASE_MESSAGE =
  "Please enter a valid search phrase using a location name or postcode.";
export const BRANCH_SEARCH_NO_MATCH_MESSAGE =
  "Sorry, there are no branches that match {phrase}, please try refining your search using a location name or postcode.";
/** spec/1 §4: the label of the suggestion list that re-runs the search with the suggested name. */
export const BRANCH_SEARCH_SUGGESTION_LABEL = "did you mean";

// spec/1 §5 — postcode lookup of the address popup.
export const POSTCODE_LOOKUP_PLACEHOLDER = "Full Postcode";

// spec/2 §5 — store selector, store finder, delivery charges, delivery store lookup, find store.
export const POSTCODE_INVALID_MESSAGE = "Please enter a valid postcode";
export const STORE_SEARCH_ALERT_TITLE = "Oops!";
export const STORE_SEARCH_EMPTY_MESSAGE = "Please enter a search term.";
export const NO_STORES_FOR_SEARCH_MESSAGE = "No stores available in your selected search.";
export const STORE_FINDER_POSTCODE_MESSAGE = "Please enter a valid postcode to find your local stores.";
export const DELIVERY_CHARGES_POSTCODE_MESSAGE =
  "Please enter a valid postcode to show delivery information.";
export const DELIVERY_STORE_POSTCODE_MESSAGE = "Please enter a valid Delivery postcode to proceed.";
export const FIND_STORE_EMPTY_MESSAGE = "Please enter a location, address or postcode.";

// spec/2 §8 — store and delivery calls.
export const STORE_LOOKUP_FAILED_MESSAGE =
  "We could not locate any stores from the location entered, please try again";
export const POSTCODE_CALL_FAILED_MESSAGE =
  "Sorry there has been an error, please check the postcode and try again.";

// spec/3 §5 Change store (van app).
export const APP_CHANGE_STORE_EMPTY_MESSAGE = "Sorry there were no results, please try again.";

// spec/2 §2 — popups and store finder buttons.
export const FORCED_STORE_POPUP_TITLE = "Please Choose Your Branch";
export const OUT_OF_RADIUS_POPUP_TITLE = "Please Provide Your Details";
export const SAVE_AS_MY_BRANCH_LABEL = "Save as my branch";
export const VIEW_DETAILS_LABEL = "View details";
export const BOOK_DESIGN_VISIT_LABEL = "Book a Design Visit";

// spec/1 §8 — location lookup.
export const GEO_LOOKUP_FAILED_TITLE = "Geo Lookup Failed";
export const GEO_INSECURE_CONNECTION_MESSAGE =
  "A secure connection is required to access your location please click here to redirect";
export const GEO_PERMISSION_DENIED_MESSAGE = "Sorry, permission to access your location was denied.";
export const GEO_TIMEOUT_MESSAGE = "Sorry, your request to grant/deny permission has timed out.";
export const GEO_UNKNOWN_ERROR_MESSAGE = "Sorry, an unknown error has occurred.";
export const GEO_POSITION_UNAVAILABLE_MESSAGE = "Your position is currently unavailable.";
export const GEOCODER_NO_RESULTS_MESSAGE = "No results found";
export const GEOCODER_FAILED_MESSAGE = "Geocoder failed due to: {status}";

// spec/2 §5 delivery details form: per-field errors from the server; the spec quotes none for names.
export const FIRST_NAME_REQUIRED = "Please enter your first name";
export const LAST_NAME_REQUIRED = "Please enter your last name";
