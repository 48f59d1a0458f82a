import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "./cx.ts";

/** spec/3 §9: the collapsed text block is 16 px high. */
const COLLAPSED_CLASS = "max-h-4 overflow-hidden [&_*]:leading-4 leading-4";

/**
 * A text block shown as one 16 px line with 'Read more', opened to full height with
 * 'Read less' (spec/3 §4 "Text reveal block"). Text that fits in the one line gets no button.
 */
export function ReadMore({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  // Rendered on the server as "more to read"; the browser measures and may take the button away.
  const [overflows, setOverflows] = useState(true);
  const textRef = useRef<HTMLDivElement>(null);
  const textId = useId();

  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text || expanded || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(text.scrollHeight > text.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <div>
      <div id={textId} ref={textRef} className={cx(!expanded && COLLAPSED_CLASS)}>
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 min-h-11 font-semibold text-brand-ink underline underline-offset-2"
        >
          {expanded ? "Read less" : "Read more"}
        </button>
      )}
    </div>
  );
}
