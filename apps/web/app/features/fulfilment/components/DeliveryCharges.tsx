import { useId, useState, type FormEvent } from "react";
import type { DeliveryCharges as Charges } from "@merchant/contract";
import { checkPostcode, DELIVERY_CHARGES_POSTCODE_MESSAGE } from "@merchant/domain/branches";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { Field } from "~/ui/Field.tsx";
import { Price } from "~/ui/Price.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { deliveryCharges } from "../api.ts";
import { deliveryChargesFailure } from "../failure-messages.ts";
import { useFadingMessage } from "../use-fading-message.ts";

const bandText = (fromMiles: number, upToMiles: number) =>
  fromMiles === 0 ? `Up to ${upToMiles} miles` : `${fromMiles} to ${upToMiles} miles`;

function ChargesTable({ charges }: { charges: Charges }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left">
        Delivery from <strong>{charges.branch.fullName}</strong> to <strong>{charges.postcode}</strong>,{" "}
        {charges.distanceMiles.toFixed(1)} miles away
        {!charges.deliverable && (
          <span className="block font-semibold text-red-700">
            {charges.postcode} is outside our delivery area.
          </span>
        )}
      </caption>
      <thead className="border-b border-line text-muted">
        <tr>
          <th scope="col" className="py-1 pr-2">
            Distance
          </th>
          <th scope="col" className="py-1">
            Charge
          </th>
        </tr>
      </thead>
      <tbody>
        {charges.bands.map((band) => (
          <tr
            key={band.upToMiles}
            className={cx("border-b border-line", band.applies && "bg-accent/25 font-semibold")}
          >
            <th scope="row" className="py-1 pr-2 font-normal">
              {bandText(band.fromMiles, band.upToMiles)}
              {band.applies && (
                <span className="ml-2 rounded bg-ink px-1.5 text-xs text-white">Your postcode</span>
              )}
            </th>
            <td className="py-1">
              <Price price={{ exVat: band.chargeExVat, incVat: band.chargeIncVat }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The delivery charges lookup (spec/2 §2): a postcode gives the price table, its own band marked.
 * The box starts with the shopper's delivery postcode.
 */
export function DeliveryCharges({ initialPostcode }: { initialPostcode: string | null }) {
  const [text, setText] = useState(initialPostcode ?? "");
  // A delivery postcode set meanwhile (in the selector) fills the box.
  const [startedWith, setStartedWith] = useState(initialPostcode);
  if (startedWith !== initialPostcode) {
    setStartedWith(initialPostcode);
    if (initialPostcode) setText(initialPostcode);
  }
  const [charges, setCharges] = useState<Charges | null>(null);
  const [looking, setLooking] = useState(false);
  const [error, showError] = useFadingMessage();
  const errorId = useId();

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPostcode(text, { message: DELIVERY_CHARGES_POSTCODE_MESSAGE });
    if (!checked.ok) return showError(checked.message);
    showError(null);
    setLooking(true);
    try {
      setCharges(await deliveryCharges(checked.value));
    } catch (failure) {
      setCharges(null);
      showError(deliveryChargesFailure(failure));
    } finally {
      setLooking(false);
    }
  };

  return (
    <section aria-label="Delivery charges" className="flex flex-col gap-3">
      <form onSubmit={(event) => void lookUp(event)} noValidate className="flex flex-wrap items-end gap-2">
        <Field
          label="Postcode for delivery charges"
          className="min-w-40 flex-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="postal-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" aria-disabled={looking}>
          Show delivery charges
        </Button>
      </form>
      <p id={errorId} role="alert" className={cx("text-sm font-semibold text-red-700", !error && "sr-only")}>
        {error}
      </p>
      {looking && <Spinner label="Finding delivery charges" />}
      {charges && <ChargesTable charges={charges} />}
    </section>
  );
}
