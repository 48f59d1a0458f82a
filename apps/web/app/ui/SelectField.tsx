import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

type Props = ComponentProps<"select"> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Marks the select invalid; the message itself is shown once for its group. */
  invalid?: boolean;
  describedBy?: string | undefined;
};

/** A labelled select, at least 44 px tall like the shop's other controls. */
export function SelectField({ id, label, options, invalid, describedBy, className, ...select }: Props) {
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "min-h-11 rounded-md border bg-white px-3 text-base text-ink",
          invalid ? "border-red-700" : "border-field",
        )}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
