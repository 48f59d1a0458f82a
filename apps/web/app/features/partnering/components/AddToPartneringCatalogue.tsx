import { Link } from "react-router";
import { ListPlus } from "lucide-react";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { PARTNERING_CATALOGUE_PATH } from "../api.ts";
import { useActiveTradeAccount } from "../use-active-trade-account.ts";
import { useAddToPartnering } from "../use-add-to-partnering.ts";

type Props = {
  productId: number;
  /** The Qty typed for the basket: the usual quantity to keep. */
  quantity: string;
  /** The signed-in user's email; null for a visitor, who is never offered the button. */
  signedInAs: string | null;
};

/**
 * The product page's 'Add to partnering catalogue' (spec/2 §7 POST /partneringcatalogues/add):
 * for a signed-in user buying on a trade account only, it keeps the product with the quantity
 * typed for the basket in the active account's catalogue, and says what came of it under it.
 */
export function AddToPartneringCatalogue({ productId, quantity, signedInAs }: Props) {
  const account = useActiveTradeAccount(signedInAs);
  const { add, busy, outcome } = useAddToPartnering(productId);
  if (!account) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" disabled={busy} className="self-start" onClick={() => void add(quantity)}>
        {busy ? (
          <Spinner label="Adding to your partnering catalogue" className="size-5" />
        ) : (
          <ListPlus aria-hidden="true" className="size-5" />
        )}
        Add to partnering catalogue
      </Button>
      {/* Always in the page, so a screen reader hears the words when they arrive. */}
      <div aria-live="polite">
        {outcome?.added && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <p className="font-semibold text-green-800">{outcome.message}</p>
            <p className="text-muted">
              Account {account.accNumber}:{" "}
              <Link to={PARTNERING_CATALOGUE_PATH} className="font-semibold text-ink underline">
                view your partnering catalogue
              </Link>
            </p>
          </div>
        )}
      </div>
      {outcome && !outcome.added && (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800"
        >
          {outcome.message}
        </p>
      )}
    </div>
  );
}
