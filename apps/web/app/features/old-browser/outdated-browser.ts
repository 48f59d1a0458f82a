import { isOutdatedBrowser } from "@merchant/domain/site";

/**
 * Which browsers see the old-browser banner of spec/1 §2 (docs/decisions/042-old-browser-detection.md).
 * The domain names the browsers that can never run the shop; the web adds what its own build
 * needs: the styles use color-mix() and cascade layers (Chrome 111, Safari 16.2, Firefox 113).
 */

/**
 * The oldest version (major.minor) that renders the shop properly, per engine as named in the
 * user agent: the first with CSS color-mix(), which the inline check below also tests.
 */
const OLDEST_SUPPORTED: readonly { pattern: RegExp; oldest: number }[] = [
  { pattern: /(?:Chrome|CriOS)\/(\d+(?:\.\d+)?)/, oldest: 111 },
  { pattern: /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/, oldest: 113 },
  { pattern: /Version\/(\d+(?:\.\d+)?).*Safari\//, oldest: 16.2 },
];

/**
 * Server-side check by user agent, so the banner shows even where the page's scripts cannot
 * run: Internet Explorer and legacy Edge (the domain's rule), Opera Mini (renders on a proxy
 * without our scripts), and known engines below their oldest supported version. Unknown
 * agents (bots, new browsers) are given the benefit of the doubt.
 */
export function isOutdatedUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (isOutdatedBrowser(userAgent) || /Opera Mini/.test(userAgent)) return true;
  for (const { pattern, oldest } of OLDEST_SUPPORTED) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) return Number(version) < oldest;
  }
  return false;
}

/** The attribute on <html> that shows the banner; set by the server or by the inline check. */
export const OUTDATED_ATTRIBUTE = "data-outdated-browser";

/**
 * The browser's own check, for agents that lie or are unknown: written in ES5 so the oldest
 * browser can run it, it tests the CSS and script features the shop relies on and marks <html>.
 */
export const OUTDATED_BROWSER_CHECK = `(function(){var d=document.documentElement;try{var ok=window.CSS&&CSS.supports&&CSS.supports("color","color-mix(in srgb, red, blue)")&&"noModule" in document.createElement("script");if(!ok)d.setAttribute("${OUTDATED_ATTRIBUTE}","")}catch(e){d.setAttribute("${OUTDATED_ATTRIBUTE}","")}})();`;
