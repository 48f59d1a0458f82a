import { useId, useState, type ReactNode } from "react";
import { cx } from "./cx.ts";

/**
 * A text block shown as one 16 px strip with 'Read more', opened to full height with
 * 'Read less' (spec/3 §4 "Text reveal block", §9 "Collapsed text block height 16px").
 */
export function ReadMore({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <div>
      <div id={textId} className={cx(!expanded && "max-h-4 overflow-hidden")}>
        {children}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded(!expanded)}
        className="mt-1 min-h-11 font-semibold text-brand underline underline-offset-2"
      >
        {expanded ? "Read less" : "Read more"}
      </button>
    </div>
  );
}
