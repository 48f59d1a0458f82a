import { useId, useState, type FormEvent } from "react";
import type { StoreProduct } from "@merchant/contract";
import { checkStockSearchTerm } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { useAppRequest } from "~/lib/use-app-request.ts";
import { AppMessage } from "~/ui/AppMessage.tsx";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { searchStore } from "../api.ts";
import { StoreProductList } from "./StoreProductList.tsx";

/**
 * spec/3 §2 Private store buy: search the app's store by part of a name or part number, at least
 * 3 characters (§5: shorter says 'Please enter a valid search term.' and shows no results).
 */
export function BuyTab() {
  const inputId = useId();
  const { busy, message, run, closeMessage } = useAppRequest();
  const [term, setTerm] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [found, setFound] = useState<{ term: string; products: StoreProduct[]; store: string } | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    const checked = checkStockSearchTerm(term);
    if (!checked.ok) {
      setFound(null);
      return setRefusal(checked.message);
    }
    setRefusal(null);
    const answer = await run(() => searchStore(browserApi, checked.value));
    if (answer) setFound({ term: checked.value, products: answer.products, store: answer.store.name });
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="px-4 text-xl font-bold">
        Buy
      </h2>
      <form role="search" onSubmit={search} noValidate className="flex flex-col gap-1 px-4">
        <label htmlFor={inputId} className="font-semibold">
          Search the store
        </label>
        <span className="flex gap-2">
          <input
            id={inputId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="min-h-11 flex-1 rounded-md border border-line px-3"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${inputId}-refusal` : undefined}
          />
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Searching" /> : "Search"}
          </Button>
        </span>
        {refusal && (
          <span id={`${inputId}-refusal`} role="alert" className="text-sm font-semibold text-red-700">
            {refusal}
          </span>
        )}
      </form>
      {found &&
        (found.products.length === 0 ? (
          <p className="px-4">{`${found.store} has no products matching "${found.term}".`}</p>
        ) : (
          <StoreProductList products={found.products} label={`Products matching ${found.term}`} />
        ))}
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
