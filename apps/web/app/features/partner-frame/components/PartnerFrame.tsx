import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isPartnerOrigin, parsePartnerMessage } from "@merchant/domain/partner";

/** Until the partner says how tall its page is. */
const FIRST_HEIGHT_PX = 600;

/**
 * spec/3 §5 the embedded partner page: the partner's page in a frame that obeys three messages
 * from it and nothing else (decision 037): grow or shrink to its content, go to a page of this
 * site, scroll to the top. A message from another window or origin, or any other message, is
 * refused and only noted in the console.
 */
export function PartnerFrame({ url, title }: { url: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FIRST_HEIGHT_PX);
  const navigate = useNavigate();

  useEffect(() => {
    const partnerOrigin = new URL(url, window.location.href).origin;
    function obey(event: MessageEvent) {
      if (event.source !== frame.current?.contentWindow || !isPartnerOrigin(event.origin, [partnerOrigin]))
        return;
      const message = parsePartnerMessage(event.data);
      if (!message.ok) {
        console.warn(message.message);
        return;
      }
      switch (message.value.name) {
        case "resizeToContent":
          setHeight(message.value.height);
          break;
        case "redirect":
          void navigate(message.value.path);
          break;
        case "scrollToTop":
          window.scrollTo({ top: 0 });
          break;
      }
    }
    window.addEventListener("message", obey);
    return () => window.removeEventListener("message", obey);
  }, [url, navigate]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      style={{ height }}
      className="w-full rounded-lg border border-line bg-white"
    />
  );
}
