import { OLD_BROWSER_MESSAGE } from "@merchant/domain/site";

/**
 * Hidden unless <html> carries the outdated-browser attribute, so it appears even where the
 * page's scripts never run. Styled with plain inline CSS: the browsers it is for may not
 * understand the rest of the stylesheet.
 */
export function OldBrowserBanner() {
  return (
    <div
      role="alert"
      className="outdated-browser-banner"
      style={{
        background: "#fff3cd",
        color: "#5c4400",
        padding: "12px 16px",
        fontWeight: 700,
        textAlign: "center",
      }}
    >
      {OLD_BROWSER_MESSAGE}
    </div>
  );
}
