import { useId, type ComponentProps } from "react";
import { cx } from "./cx.ts";

type Props = ComponentProps<"input"> & {
  label: string;
  /** The message shown under the input; its presence marks the input invalid. */
  error?: string | undefined;
  hint?: string;
  /** Keeps the label for screen readers only, where the layout already says what the input is. */
  hideLabel?: boolean;
};

/** A labelled input with its hint and error line wired up for assistive technology. */
export function Field({ label, error, hint, hideLabel, className, id, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className={cx("text-sm font-semibold", hideLabel && "sr-only")}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          "min-h-11 rounded-md border bg-white px-3 text-base text-ink",
          error ? "border-red-700" : "border-field",
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
