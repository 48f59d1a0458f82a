/** spec/1 §5 "Search and lookups" (newsletter) and §8 "Newsletter". */
export const NEWSLETTER_MISSING_FIELDS = "Please enter a valid name & email address to sign up.";
export const NEWSLETTER_DEFAULT_FAILURE = "Sorry there has been a problem, please try again.";
export const NEWSLETTER_REQUEST_ERROR = "Sorry there has been an error, please try again.";
export const NEWSLETTER_SUBSCRIBED_TITLE = "Newsletter Subscribed";
export const NEWSLETTER_SUBSCRIBED_TEXT = "Your email has been added to our newsletter list.";
