/**
 * Why a partner iframe message was refused. These go to the developer console and logs, never to
 * a shopper, so they are ours (docs/decisions/037-partner-iframe-messages.md).
 */
export const PARTNER_MESSAGE_NOT_TEXT = "Partner message refused: it is not text";
export const PARTNER_FUNCTION_UNKNOWN = "Partner message refused: unknown function {name}";
export const PARTNER_PARAMETERS_BAD = "Partner message refused: bad parameters for {name}";
