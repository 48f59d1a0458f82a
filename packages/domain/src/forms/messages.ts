/**
 * Words of the account forms' field rules (spec/1 §5 generic field rule). The specs quote none,
 * so they are ours (decision 120); the name, password and email words already said by the
 * identity forms (decision 114) and the API are kept as they were.
 */
export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
export const NAME_TOO_SHORT_MESSAGE = "Your name must be at least {min} characters.";
export const NAME_TOO_LONG_MESSAGE = "Your name must be at most {max} characters.";
export const EMAIL_INVALID_MESSAGE = "Must be an email address";
export const TOO_LONG_MESSAGE = "Must be at most {max} characters";
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Please enter your current password.";
export const PHONE_INVALID_MESSAGE = "Please enter a UK phone number, such as 01234 567890.";
export const COMPANY_TOO_LONG_MESSAGE = "Your company name must be at most {max} characters.";
export const DETAILS_SAVED_MESSAGE = "Your details have been saved.";
