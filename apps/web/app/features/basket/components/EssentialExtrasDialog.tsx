import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ADD_TO_BASKET_SUCCESS_MESSAGE, VIEW_BASKET_LABEL } from "@merchant/domain/basket";
import { billOfMaterialsControls, upsellMinus, upsellPlus } from "@merchant/domain/catalog";
import { formatPounds, priceFor } from "@merchant/domain/money";
import { productPath } from "~/lib/paths.ts";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Price } from "~/ui/Price.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { StockLine } from "~/ui/StockLine.tsx";
import type { AddItem, ExtrasOffer } from "../use-add-to-basket.ts";
import { LinePicture } from "./LinePicture.tsx";
import { BASKET_PATH } from "./MiniBasket.tsx";

export const ESSENTIAL_EXTRAS_TITLE = "Essential extras";

type Extra = ExtrasOffer["items"][number];

type Props = {
  offer: ExtrasOffer | null;
  onClose: () => void;
  /** Adds the extras chosen; the words why not when they were refused. */
  onAdd: (items: AddItem[]) => Promise<string | null>;
};

/**
 * The upsell dialog (spec/2 §2, §5; spec/1 §2, §4): a product's essential extras, each with its
 * picture, name, price, stock and a quantity that plus and minus move (from 0, never below it).
 * While every quantity is 0 the 'off' controls show (No thanks); once any is above 0 the 'add'
 * controls (Add to basket, every extra with a quantity in one add). 'view basket' goes to /basket.
 */
export function EssentialExtrasDialog({ offer, onClose, onAdd }: Props) {
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ESSENTIAL_EXTRAS_TITLE}
      {...(offer?.afterAdd ? { description: ADD_TO_BASKET_SUCCESS_MESSAGE } : {})}
      size="wide"
    >
      {/* A new offer starts from nothing chosen. */}
      {offer && <ExtrasForm key={offer.product.id} offer={offer} onClose={onClose} onAdd={onAdd} />}
    </Dialog>
  );
}

function ExtrasForm({ offer, onClose, onAdd }: Props & { offer: ExtrasOffer }) {
  const { vat } = useVatPreference();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quantityOf = (extra: Extra) => quantities[extra.product.id] ?? 0;
  const step = (extra: Extra, move: (quantity: number) => number) =>
    setQuantities((now) => ({ ...now, [extra.product.id]: move(now[extra.product.id] ?? 0) }));

  const chosen = offer.items
    .map((extra) => ({ extra, quantity: quantityOf(extra) }))
    .filter(({ quantity }) => quantity > 0);
  const total = chosen.reduce((sum, { quantity }) => sum + quantity, 0);
  const totalPence = chosen.reduce(
    (sum, { extra, quantity }) => sum + (extra.unitPrice ? priceFor(vat, extra.unitPrice) * quantity : 0),
    0,
  );
  const controls = billOfMaterialsControls(total);

  const add = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const refusal = await onAdd(
      chosen.map(({ extra, quantity }) => ({ productId: extra.product.id, quantity })),
    );
    setBusy(false);
    setError(refusal);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold">To go with {offer.product.name}:</p>
      <ul
        aria-label={`Essential extras for ${offer.product.name}`}
        className="divide-y divide-line border-y border-line"
      >
        {offer.items.map((extra) => (
          <ExtraRow
            key={extra.product.id}
            extra={extra}
            quantity={quantityOf(extra)}
            onMinus={() => step(extra, upsellMinus)}
            onPlus={() => step(extra, upsellPlus)}
          />
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-semibold whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {controls === "add" ? (
          <Button onClick={() => void add()} disabled={busy}>
            {busy ? (
              <Spinner label="Adding to your basket" className="size-5" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            Add to basket
            {totalPence > 0 && <span className="tabular-nums">({formatPounds(totalPence)})</span>}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            No thanks
          </Button>
        )}
        <Link to={BASKET_PATH} onClick={onClose} className={buttonClass("secondary", "capitalize")}>
          {VIEW_BASKET_LABEL}
        </Link>
      </div>
    </div>
  );
}

type RowProps = { extra: Extra; quantity: number; onMinus: () => void; onPlus: () => void };

/** One extra: what it is, its price and stock, and its quantity between minus and plus. */
function ExtraRow({ extra, quantity, onMinus, onPlus }: RowProps) {
  const { product, unitPrice, inStock } = extra;
  // A product the branch cannot supply would be refused: it stays at 0.
  const unavailable = inStock === false;
  const stepClass =
    "grid size-11 place-items-center rounded-md border border-line bg-white text-ink hover:bg-surface aria-disabled:opacity-50";
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-2 py-3 sm:grid-cols-[4rem_1fr_auto] sm:items-center">
      <LinePicture image={product.image} size={64} className="size-16" />
      <div className="flex min-w-0 flex-col gap-1">
        <Link to={productPath(product)} className="font-semibold hover:underline">
          {product.name}
        </Link>
        {unitPrice && (
          <span>
            <Price price={unitPrice} /> <span className="text-sm text-muted">each</span>
          </span>
        )}
        {inStock !== null && (
          <StockLine stock={{ status: null, inStock, stockText: "Available at your branch" }} size="small" />
        )}
      </div>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-3">
        <button
          type="button"
          className={stepClass}
          aria-label={`One fewer ${product.name}`}
          aria-disabled={quantity === 0}
          onClick={() => quantity > 0 && onMinus()}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-label={`Qty of ${product.name}`}
          className="w-10 text-center text-lg font-bold tabular-nums"
        >
          {quantity}
        </output>
        <button
          type="button"
          className={stepClass}
          aria-label={`One more ${product.name}`}
          aria-disabled={unavailable}
          onClick={() => !unavailable && onPlus()}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
