/**
 * The demo live chat (decision 147), outside production only: the snippet 'Chat with us' loads when
 * no provider is configured, so the trigger can be tried and tested with no outside service.
 */
import type { FastifyInstance } from "fastify";
import { DEMO_LIVE_CHAT_SCRIPT } from "../../config.ts";
import { serveOutsideProduction } from "../../lib/outside-production.ts";

/** A panel in the page's corner, as a provider's snippet would open, with a way to close it. */
const DEMO_CHAT_SCRIPT = `(function () {
  if (document.getElementById("demo-live-chat")) return;
  var panel = document.createElement("section");
  panel.id = "demo-live-chat";
  panel.setAttribute("aria-label", "Live chat");
  panel.style.cssText = "position:fixed;right:16px;bottom:16px;z-index:60;width:300px;max-width:calc(100vw - 32px);background:#fff;color:#111;border:1px solid #888;border-radius:8px;padding:16px;box-shadow:0 8px 24px rgba(0,0,0,.25);font:16px system-ui,sans-serif";
  var heading = document.createElement("h2");
  heading.textContent = "Live chat (demo)";
  heading.style.cssText = "margin:0 0 8px;font-size:18px";
  var text = document.createElement("p");
  text.textContent = "An adviser will be with you shortly.";
  var close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close chat";
  close.style.cssText = "min-height:44px;padding:0 16px";
  close.addEventListener("click", function () { panel.remove(); });
  panel.append(heading, text, close);
  document.body.append(panel);
})();`;

export async function liveChatDemoRoutes(app: FastifyInstance) {
  serveOutsideProduction(app, DEMO_LIVE_CHAT_SCRIPT, "text/javascript; charset=utf-8", DEMO_CHAT_SCRIPT);
}
