import { useEffect, useState, type FormEvent } from "react";
import type { PricedProducts } from "@merchant/contract";
import { checkTimberOptions, TIMBER_OPTIONS_ERROR_DISPLAY_MS } from "@merchant/domain/catalog";
import { Button } from "~/ui/Button.tsx";
import { Price } from "~/ui/Price.tsx";
import { QuantityInput } from "~/ui/QuantityInput.tsx";
import { timberLengthsOf } from "../api.ts";
import { useAddToBasket } from "../use-add-to-basket.ts";
import { AddOutcomeDialogs } from "./AddToBasket.tsx";

type Props = {
  productId: number;
  /** Reads the section's lengths; the page passes the browser's call, tests a stand-in. */
  lengthsOf?: (productId: number) => Promise<PricedProducts>;
};

/**
 * Timber options (spec/2 §5): every length of the section in a grid, each with its own Qty (0 to
 * start), added together with one button. At least one length above 0, else the spec's message
 * for 3 s. Shown only when the section comes in more than one length.
 */
export function TimberOptions({ productId, lengthsOf = timberLengthsOf }: Props) {
  const [lengths, setLengths] = useState<PricedProducts["items"]>([]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const adding = useAddToBasket();
  const { add, busy } = adding;

  useEffect(() => {
    let live = true;
    lengthsOf(productId)
      .then((answered) => live && setLengths(answered.items))
      // The grid is a convenience beside the Qty field: without it the page still sells.
      .catch(() => live && setLengths([]));
    return () => {
      live = false;
    };
  }, [productId, lengthsOf]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), TIMBER_OPTIONS_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  if (lengths.length < 2) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Object.fromEntries(
      lengths.map(({ product }) => [product.id, Number(quantities[product.id] ?? 0)]),
    );
    const checked = checkTimberOptions(wanted);
    if (!checked.ok) return setError(checked.message);
    add(Object.entries(checked.value).map(([id, quantity]) => ({ productId: Number(id), quantity })));
    setQuantities({});
  };

  return (
    <section
      aria-labelledby="timber-options-heading"
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h2 id="timber-options-heading" className="text-lg font-bold">
        Other lengths of this timber
      </h2>
      <form onSubmit={submit} aria-label="Add lengths to basket" className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-line">
          {lengths.map(({ product, length, unitPrice, inStock }) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="flex min-w-40 flex-col">
                <span className="font-semibold">{length ?? product.name}</span>
                {unitPrice && <Price price={unitPrice} />}
                {inStock === false && (
                  <span className="text-sm text-red-700">Not available at your branch</span>
                )}
              </div>
              <QuantityInput
                label={`Qty of ${length ?? product.name}`}
                shownLabel="Qty"
                value={quantities[product.id] ?? "0"}
                onChange={(value) => setQuantities((now) => ({ ...now, [product.id]: value }))}
              />
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy} className="self-start">
          Add lengths to basket
        </Button>
      </form>
      <AddOutcomeDialogs adding={adding} />
    </section>
  );
}
