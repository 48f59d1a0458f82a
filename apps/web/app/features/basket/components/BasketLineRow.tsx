import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { productPath } from "~/lib/paths.ts";
import { Button } from "~/ui/Button.tsx";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { StockLine } from "~/ui/StockLine.tsx";
import { useLineChanges, type BasketLine } from "../use-line-changes.ts";
import { EssentialExtrasButton } from "./EssentialExtrasButton.tsx";
import { LinePicture } from "./LinePicture.tsx";
import { QuantityInput } from "~/ui/QuantityInput.tsx";
import { StockStatusButton } from "./StockStatusButton.tsx";

/**
 * One line of the basket page (spec/1 §2): picture, name, part number and stock (with its info
 * dialog); the unit price, a quantity field saved when the shopper leaves it (an emptied one reads
 * 1, spec/1 §5), the line total, a remove button and the product's essential extras.
 */
export function BasketLineRow({ line, onRemoved }: { line: BasketLine; onRemoved: () => void }) {
  const { product } = line;
  const { busy, error, setQuantity, remove } = useLineChanges(line);
  const [typed, setTyped] = useState(String(line.quantity));
  // A new quantity from the server (this change, another tab, a branch change) shows in the field.
  const [savedQuantity, setSavedQuantity] = useState(line.quantity);
  if (savedQuantity !== line.quantity) {
    setSavedQuantity(line.quantity);
    setTyped(String(line.quantity));
  }

  const save = async (value: string) => {
    if (busy) return;
    if (!(await setQuantity(value))) setTyped(String(line.quantity));
  };

  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-4 py-4 sm:grid-cols-[6rem_1fr]" aria-busy={busy}>
      <LinePicture image={product.image} size={96} className="aspect-square w-full" />
      <div className="flex min-w-0 flex-col gap-2">
        <div>
          <h2 className="font-semibold">
            <Link to={productPath(product)} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          <p className="text-sm text-muted">Part no. {product.partNumber}</p>
          {line.clearance && <p className="text-sm font-semibold">Clearance</p>}
          {line.quoteReference && (
            <p className="text-sm font-semibold">Quoted price · quote {line.quoteReference}</p>
          )}
          {line.stock && (
            <div className="flex items-center gap-1">
              <StockLine stock={line.stock} size="small" />
              {/* A clearance item's stock is its own, not the branch's shelf the stock check reads. */}
              {!line.clearance && <StockStatusButton product={product} stock={line.stock} />}
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="flex flex-col">
            <span className="text-sm font-semibold">Price</span>
            <span>
              <Price price={line.unitPrice} />{" "}
              <PerUnit unitOfSale={product.unitOfSale} price={line.unitPrice} />
            </span>
          </div>
          <QuantityInput
            label={`Qty of ${product.name}`}
            shownLabel="Qty"
            value={typed}
            onChange={setTyped}
            onCommit={(value) => void save(value)}
          />
          <div className="flex flex-col">
            <span className="text-sm font-semibold">Total</span>
            <Price price={line.lineTotal} />
          </div>
          <Button
            variant="secondary"
            onClick={() => void remove().then((removed) => removed && onRemoved())}
            disabled={busy}
            aria-label={`Remove ${product.name}`}
          >
            {busy ? (
              <Spinner label="Updating" className="size-5" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            Remove
          </Button>
          <EssentialExtrasButton product={{ id: product.id, name: product.name }} />
        </div>
        {error && (
          <p role="alert" className="text-sm font-semibold whitespace-pre-line text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
