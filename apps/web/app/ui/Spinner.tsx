import { cx } from "./cx.ts";

type Props = { label?: string; className?: string };

/** A turning ring; the label is read out, so a screen reader hears what is loading. */
export function Spinner({ label = "Loading", className }: Props) {
  return (
    <span role="status" className={cx("inline-flex items-center", className)}>
      <svg className="size-6 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="4"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
