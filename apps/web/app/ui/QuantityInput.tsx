import type { KeyboardEvent } from "react";
import {
  isQuantityKeyAllowed,
  QUANTITY_MAX_LENGTH,
  quantityOnBlur,
  trimQuantityInput,
} from "@merchant/domain/catalog";
import { cx } from "./cx.ts";

type Props = {
  label: string;
  /** Shorter words to show where the layout already says the rest (a basket line shows 'Qty'). */
  shownLabel?: string;
  value: string;
  onChange: (value: string) => void;
  /** The shopper is done with the field (it lost focus, or Enter): the value as the field now holds it. */
  onCommit?: (value: string) => void;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * A quantity field (spec/1 §5): at most 5 characters; only digits and navigation or control keys
 * go in (a pasted text keeps its digits); an emptied field reads 1 again when the shopper leaves it.
 */
export function QuantityInput(props: Props) {
  const { label, shownLabel, value, onChange, onCommit, hideLabel, disabled, id, className } = props;
  const commit = (text: string) => {
    const settled = quantityOnBlur(text);
    if (settled !== text) onChange(settled);
    onCommit?.(settled);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isQuantityKeyAllowed(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
    else if (event.key === "Enter" && onCommit) {
      event.preventDefault();
      commit(event.currentTarget.value);
    }
  };
  return (
    <label className={cx("flex flex-col gap-1", className)}>
      <span className={cx("text-sm font-semibold", hideLabel && "sr-only")}>{shownLabel ?? label}</span>
      <input
        aria-label={shownLabel ? label : undefined}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={QUANTITY_MAX_LENGTH}
        value={value}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(trimQuantityInput(event.target.value.replace(/\D/g, "")))}
        onBlur={(event) => commit(event.target.value)}
        className="min-h-11 w-20 rounded-md border border-field bg-white px-3 text-center text-base text-ink tabular-nums disabled:opacity-60"
      />
    </label>
  );
}
