import { Form, useNavigation } from "react-router";
import type { AggregateBags } from "@merchant/contract";
import { AGGREGATE_TYPES, estimateAggregate, type AggregateEstimate } from "@merchant/domain/calculators";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";
import type { SentValues } from "../calculators.ts";
import { aggregateBasket } from "../aggregate-basket.ts";
import { CalculatorAnswer, CalculatorForm, ChoiceField } from "./CalculatorForm.tsx";

export const AGGREGATE_FIELDS = ["type", "length", "width", "depth"] as const;

const TYPE_CHOICES = AGGREGATE_TYPES.map((type) => ({
  value: type,
  label: type[0]!.toUpperCase() + type.slice(1),
}));

const SIZE_LABELS = { length: "Length (mm)", width: "Width (mm)", depth: "Depth (mm)" } as const;

type Props = {
  sent: SentValues<(typeof AGGREGATE_FIELDS)[number]> | null;
  /** The products the chosen aggregate is sold in, once the form is sent with a sound estimate. */
  bags: AggregateBags | null;
  /** Why the bags could not go in the basket (the basket's own words), after a try. */
  basketError: string | null;
};

/**
 * spec/2 §5, §9 aggregate calculator: an aggregate and the area's length, width and depth in mm
 * give its weight and the bulk and 25 kg bags to buy; the bags go into the basket in one step.
 */
export function AggregateCalculator({ sent, bags, basketError }: Props) {
  const estimate = sent && estimateAggregate(sent);
  return (
    <div className="flex flex-col gap-6">
      <CalculatorForm label="Aggregate calculator" calculator="aggregate">
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField label="Aggregate" name="type" value={sent?.type ?? ""} choices={TYPE_CHOICES} />
          {(["length", "width", "depth"] as const).map((side) => (
            <Field
              key={`${side}-${sent?.[side] ?? ""}`}
              label={SIZE_LABELS[side]}
              name={side}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={sent?.[side] ?? ""}
            />
          ))}
        </div>
      </CalculatorForm>
      {estimate &&
        (estimate.ok ? (
          <EstimateAndBags estimate={estimate.value} sent={sent} bags={bags} basketError={basketError} />
        ) : (
          <CalculatorAnswer error>{estimate.message}</CalculatorAnswer>
        ))}
    </div>
  );
}

function bagWords(estimate: AggregateEstimate): string {
  const bulk = `${estimate.bulkBags} bulk ${estimate.bulkBags === 1 ? "bag" : "bags"}`;
  const poly = `${estimate.polyBags} × 25 kg ${estimate.polyBags === 1 ? "bag" : "bags"}`;
  return `${bulk} and ${poly}`;
}

function unsoldWords(unsold: readonly ("bulk" | "poly")[], type: string): string {
  const bags = unsold.map((bag) => (bag === "bulk" ? "bulk bags" : "25 kg bags")).join(" or ");
  return `We do not sell ${bags} of ${type} online: please ask your branch.`;
}

function EstimateAndBags({
  estimate,
  sent,
  bags,
  basketError,
}: {
  estimate: AggregateEstimate;
  sent: SentValues<(typeof AGGREGATE_FIELDS)[number]>;
  bags: AggregateBags | null;
  basketError: string | null;
}) {
  const adding = useNavigation().state === "submitting";
  const basket = bags && aggregateBasket(estimate, bags);
  const weight = estimate.weightKg.toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="aggregate-answer" className="flex flex-col gap-4">
      <h2 id="aggregate-answer" className="sr-only">
        Your aggregate
      </h2>
      <CalculatorAnswer>
        About {weight} kg of {sent.type}: {bagWords(estimate)}
      </CalculatorAnswer>
      {basket && (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
          {AGGREGATE_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value={sent[name]} />
          ))}
          <ul className="flex flex-col gap-2">
            {basket.lines.map(({ product, quantity }) => (
              <li key={product.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <a href={`/product/${product.slug}`} className="font-semibold underline">
                  {quantity} × {product.name}
                </a>
                <span className="inline-flex items-baseline gap-1">
                  <Price price={product.price} />
                  <PerUnit unitOfSale={product.unitOfSale} price={product.price} />
                </span>
              </li>
            ))}
          </ul>
          {basket.unsold.length > 0 && (
            <p className="text-sm text-muted">{unsoldWords(basket.unsold, sent.type)}</p>
          )}
          {basketError && (
            <p role="alert" className="font-semibold text-red-700">
              {basketError}
            </p>
          )}
          {basket.lines.length > 0 && (
            <div>
              <Button type="submit" disabled={adding}>
                Add the bags to basket
              </Button>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
