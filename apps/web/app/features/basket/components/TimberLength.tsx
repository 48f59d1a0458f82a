import { useId, useState, type FormEvent } from "react";
import { enterTimberLength } from "@merchant/domain/catalog";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";

type Props = {
  /** The product's tally value (the stock length of its part number). */
  tallyValue: string | null;
  /** A Qty field to fill exists: a branch or postcode is chosen (spec/1 §5). */
  hasQuantityBox: boolean;
  /** Puts the whole metres into the Qty field opposite. */
  onFill: (quantity: number) => void;
};

type Said = { ok: boolean; text: string };

/**
 * Timber by length (spec/1 §5): the shopper types the total length they need and the Qty field
 * is filled with it in whole metres, or a message says what is wrong. Its own little form, so
 * Enter here fills the field rather than adding to the basket.
 */
export function TimberLength({ tallyValue, hasQuantityBox, onFill }: Props) {
  const [length, setLength] = useState("");
  const [said, setSaid] = useState<Said | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = enterTimberLength({ length, tallyValue, hasQuantityBox });
    if (!entered.ok) return setSaid({ ok: false, text: entered.message });
    onFill(entered.value.quantity);
    setSaid({ ok: true, text: entered.value.message });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label="Timber by length">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Total length required (metres)
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={length}
          onChange={(event) => setLength(event.target.value)}
          aria-describedby={said ? messageId : undefined}
          aria-invalid={said && !said.ok ? true : undefined}
          className="min-h-11 w-32 rounded-md border border-field bg-white px-3 text-base text-ink"
        />
        <Button type="submit" variant="secondary">
          Fill Qty
        </Button>
      </div>
      {/* Polite: the message follows the shopper's own press and must not cut off what is read. */}
      <p
        id={messageId}
        aria-live="polite"
        className={cx("text-sm", said?.ok ? "text-ink" : "font-semibold text-red-700")}
      >
        {said?.text}
      </p>
    </form>
  );
}
