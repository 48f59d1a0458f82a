/**
 * spec/1 §2: the old-browser banner. The shop needs ES2020 modules, CSS grid and custom properties:
 * Internet Explorer (Trident/MSIE) and pre-Chromium Edge (EdgeHTML "Edge/") never have them.
 */
export function isOutdatedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent) || /\bEdge\/\d+/.test(userAgent);
}
