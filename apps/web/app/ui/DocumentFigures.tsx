import { EX_VAT_LABEL, formatPounds } from "@merchant/domain/money";

/** How many lines a quote or order has: "1 line", "3 lines". */
export function LineCount({ count }: { count: number }) {
  return (
    <>
      {count} {count === 1 ? "line" : "lines"}
    </>
  );
}

/** A total a list knows only ex VAT (it has no VAT rates for the lines), labelled so. */
export function ExVatTotal({ pence }: { pence: number }) {
  return (
    <>
      {formatPounds(pence)} <span className="text-sm font-normal text-muted">{EX_VAT_LABEL}</span>
    </>
  );
}
