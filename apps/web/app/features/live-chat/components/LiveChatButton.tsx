import { MessageCircle } from "lucide-react";
import { useState } from "react";

type State = "idle" | "loading" | "loaded" | "failed";

/**
 * spec/1 §1 live-chat trigger: the chat provider's snippet is loaded only when the shopper asks
 * for it, so no page pays for it (or tells the provider of a visit) before then. The snippet opens
 * its own chat; if it cannot be loaded, the shopper is told to call instead.
 */
export function LiveChatButton({ scriptUrl, phone }: { scriptUrl: string; phone: string }) {
  const [state, setState] = useState<State>("idle");

  function openChat() {
    if (state === "loading" || state === "loaded") return;
    setState("loading");
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => setState("loaded");
    script.onerror = () => {
      script.remove();
      setState("failed");
    };
    document.body.append(script);
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={openChat}
        disabled={state === "loading"}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Chat with us
      </button>
      {state === "failed" && (
        <p role="alert">Live chat is not available at the moment: please call us on {phone}.</p>
      )}
    </div>
  );
}
