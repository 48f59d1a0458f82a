import { ChevronDown } from "lucide-react";
import { Button } from "~/ui/Button.tsx";

type Props = {
  /** Every store feature (spec/2 §3 StoreFeatures). */
  features: string[];
  ticked: string[];
  /** A tick or untick searches again (spec/2 §5: stores with at least one ticked feature). */
  onChange: () => void;
  /** A button that sends the ticks: for a page without JavaScript (yet), where a tick alone sends nothing. */
  applyButton: boolean;
};

/**
 * The store finder's feature tick boxes, inside its GET form. A dozen tick boxes would push the
 * results below a phone's screen, so they fold away until used.
 */
export function FeatureFilter({ features, ticked, onChange, applyButton }: Props) {
  return (
    <details open={ticked.length > 0} className="group rounded-md border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-semibold">
        <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
        Filter by feature
        {ticked.length > 0 && <span className="text-muted">({ticked.length} ticked)</span>}
      </summary>
      <fieldset className="px-3 pb-2">
        <legend className="sr-only">Only branches with</legend>
        <ul className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
          {features.map((feature) => (
            <li key={feature}>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="feature"
                  value={feature}
                  defaultChecked={ticked.includes(feature)}
                  onChange={onChange}
                  className="size-5 accent-brand-ink"
                />
                {feature}
              </label>
            </li>
          ))}
        </ul>
        {applyButton && (
          <Button type="submit" variant="secondary" className="mt-2">
            Apply filters
          </Button>
        )}
      </fieldset>
    </details>
  );
}
