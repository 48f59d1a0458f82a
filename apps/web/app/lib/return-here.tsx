import { useLocation } from "react-router";

/** The field of a form posted without JavaScript that names the page to come back to. */
export const RETURN_FIELD = "redirectTo";

/**
 * A preference form (the VAT switch, the cookie banner) posts to an action of its own; this hidden
 * field brings the shopper back to the page they were on (checked there with `localPathOr`).
 */
export function ReturnHereField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />;
}
