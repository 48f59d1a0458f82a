import { VAT_PREFERENCES, type VatPreference } from "@merchant/domain/money";
import { PreferenceButton, PreferenceForm } from "~/lib/preference-form.tsx";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { cx } from "~/ui/cx.ts";
import { VAT_FORM_ACTION } from "./api.ts";

const LABELS: Record<VatPreference, string> = { INC: "INC VAT", EX: "EX VAT" };

/**
 * The INC / EX VAT switch of spec/1 §4: every price on the page changes at once, and the
 * choice is kept in the price_vat cookie for later visits. Each option is a submit button of a
 * form, so without JavaScript (or before the page wakes) the choice is posted, kept the same way,
 * and the page comes back with it.
 */
export function VatToggle() {
  const { vat, choose } = useVatPreference();
  return (
    <PreferenceForm action={VAT_FORM_ACTION}>
      <div role="group" aria-label="Show prices" className="flex items-center gap-2 text-sm">
        <span aria-hidden="true" className="font-semibold">
          Prices
        </span>
        <div className="flex rounded-md border border-current p-0.5">
          {VAT_PREFERENCES.map((option) => (
            <PreferenceButton
              key={option}
              name="vat"
              value={option}
              onChoose={choose}
              aria-pressed={vat === option}
              className={cx(
                "min-h-11 rounded px-3 text-xs font-bold tracking-wide whitespace-nowrap md:min-h-8",
                vat === option ? "bg-ink text-white" : "hover:underline",
              )}
            >
              {LABELS[option]}
            </PreferenceButton>
          ))}
        </div>
      </div>
    </PreferenceForm>
  );
}
