/**
 * The demo partner page (spec/3 §5, decision 148): what a partner's page framed at /partner would
 * send the shop, as buttons, so the partner page can be tried and tested with no partner. Served
 * outside production only. Its script is a file of its own, as the shop's Content-Security-Policy
 * runs no inline script without the page's nonce.
 */
export const DEMO_PARTNER_MESSAGES = [
  ["Grow to 1200 px", "resizeToContent|1200"],
  ["Go to the basket", "redirect|/basket"],
  ["Scroll to the top", "scrollToTop"],
  ["Try to leave the site", "redirect|https://evil.example/"],
  ["Try an unknown function", "alert|1"],
] as const;

export const DEMO_PARTNER_HTML = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Partner demo</title>
<style>body{font:16px system-ui,sans-serif;margin:16px}button{display:block;min-height:44px;margin:8px 0;padding:0 16px}</style>
</head>
<body>
<h1>Partner demo</h1>
<p>A partner's page framed by the shop. Each button sends the shop one message.</p>
${DEMO_PARTNER_MESSAGES.map(([label, message]) => `<button type="button" data-message="${message}">${label}</button>`).join("\n")}
<script src="/dev/partner-demo.js"></script>
</body>
</html>`;

export const DEMO_PARTNER_SCRIPT = `document.addEventListener("click", function (event) {
  var button = event.target.closest("button[data-message]");
  if (button) window.parent.postMessage(button.getAttribute("data-message"), window.location.origin);
});`;
