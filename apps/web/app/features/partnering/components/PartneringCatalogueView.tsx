import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ClipboardList, Trash2 } from "lucide-react";
import type { PartneringCatalogue, PartneringItem } from "@merchant/contract";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { EmptyState } from "~/ui/EmptyState.tsx";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";
import { ProductRow } from "~/ui/ProductRow.tsx";
import { Spinner } from "~/ui/Spinner.tsx";

type Props = {
  catalogue: PartneringCatalogue;
  /** The basket's own add for an item, with its usual quantity (the basket feature's, handed in by the page). */
  addToBasket: (item: PartneringItem) => ReactNode;
};

/** What the page's action answers to a removal it could not make. */
export type RemoveResult = { error?: string };

const addedOn = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * The account's partnering catalogue page (spec/2 §7; decision 119): the active trade account's
 * regular products, each with its picture, name, code, price at the shopper's branch and usual
 * quantity, to add to the basket in that quantity or remove; an empty catalogue says how to fill it.
 */
export function PartneringCatalogueView({ catalogue, addToBasket }: Props) {
  const { account, branch, items } = catalogue;
  return (
    <>
      <p className="mt-2 text-muted">
        The products account <strong className="text-ink">{account.accNumber}</strong> ({account.name}) buys
        regularly, with the quantity it usually buys.{" "}
        {items.length === 0 ? null : branch ? (
          <>
            Prices at <strong className="text-ink">{branch.name}</strong>.
          </>
        ) : (
          "Choose a branch to see its prices."
        )}
      </p>
      {items.length === 0 ? (
        <EmptyCatalogue />
      ) : (
        <ul aria-label="Products in your partnering catalogue" className="mt-6 flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.product.id}>
              <ItemCard item={item} addToBasket={addToBasket(item)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EmptyCatalogue() {
  return (
    <EmptyState icon={ClipboardList} title="Your partnering catalogue is empty." className="mt-6">
      <p className="max-w-md text-muted">
        To add a product, open its page, type the quantity you usually buy in Qty and choose &lsquo;Add to
        partnering catalogue&rsquo;.
      </p>
      <Link to="/" className={buttonClass("primary")}>
        Browse products
      </Link>
    </EmptyState>
  );
}

function ItemCard({ item, addToBasket }: { item: PartneringItem; addToBasket: ReactNode }) {
  const { product } = item;
  return (
    <article className="grid gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-[6rem_1fr_auto] sm:items-center sm:gap-4">
      <ProductRow product={product} className="sm:contents">
        <p className="mt-2">
          <Price price={item.price} /> <PerUnit unitOfSale={product.unitOfSale} price={item.price} />
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">Usual quantity:</dt>
            <dd className="font-semibold tabular-nums">{item.quantity}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Added:</dt>
            <dd className="tabular-nums">{addedOn.format(new Date(item.addedAt))}</dd>
          </div>
        </dl>
      </ProductRow>
      <div className="flex flex-col gap-2 sm:w-48">
        {addToBasket}
        <RemoveItem productId={product.id} name={product.name} />
      </div>
    </article>
  );
}

/** Removes through the page's action, so it works before the page wakes too; the list is read again after. */
function RemoveItem({ productId, name }: { productId: number; name: string }) {
  const fetcher = useFetcher<RemoveResult>();
  const removing = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="productId" value={productId} />
      <Button
        type="submit"
        name="intent"
        value="remove"
        variant="ghost"
        disabled={removing}
        aria-label={`Remove: ${name}`}
        className="w-full border border-line"
      >
        {removing ? (
          <Spinner label="Removing" className="size-4" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        Remove
      </Button>
      {fetcher.data?.error && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}
