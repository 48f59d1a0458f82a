import { VAT_PREFERENCES, type VatPreference } from "@merchant/domain/money";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { cx } from "~/ui/cx.ts";

const LABELS: Record<VatPreference, string> = { INC: "INC VAT", EX: "EX VAT" };

/**
 * The INC / EX VAT switch of spec/1 §4: every price on the page changes at once, and the
 * choice is kept in the price_vat cookie for later visits.
 */
export function VatToggle() {
  const { vat, choose } = useVatPreference();
  return (
    <div role="group" aria-label="Show prices" className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="font-semibold">
        Prices
      </span>
      <div className="flex rounded-md border border-current p-0.5">
        {VAT_PREFERENCES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={vat === option}
            onClick={() => choose(option)}
            className={cx(
              "min-h-11 rounded px-3 text-xs font-bold tracking-wide whitespace-nowrap md:min-h-8",
              vat === option ? "bg-ink text-white" : "hover:underline",
            )}
          >
            {LABELS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
