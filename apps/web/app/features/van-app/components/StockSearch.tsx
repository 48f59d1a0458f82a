import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { VanStockProduct, VoidProduct } from "@merchant/contract";
import {
  checkStockSearchTerm,
  SEARCH_FOCUS_DELAY_MS,
  STOCK_SEARCH_TERM_REQUIRED,
} from "@merchant/domain/van";
import { ApiError, browserApi } from "~/lib/api.ts";
import { Tabs } from "~/ui/Tabs.tsx";
import { searchStock } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { useLockedSearch } from "../hooks/use-locked-search.ts";
import { AppMessage } from "./AppMessage.tsx";
import { StockProduct } from "./StockMenu.tsx";
import { VoidProductRow } from "./VoidProductRow.tsx";

type SearchType = "van" | "void";
type Found = { type: "van"; products: VanStockProduct[] } | { type: "void"; products: VoidProduct[] };

type Props = {
  onAdjust: (product: VanStockProduct) => void;
  /** The van's stock as the page last read it: when it changes (an adjustment), the results are read again. */
  stock: unknown;
  /** spec/3 §4: a search that finds the session gone (the old '000') logs out. */
  logoutPath: string;
};

/**
 * spec/3 §2, §5 stock-and-go search with its van and void tabs: at least 3 characters, one search
 * at a time, results hidden under 3; the box takes focus 1 s after the tab opens (spec/3 §9).
 */
export function StockSearch({ onAdjust, stock, logoutPath }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { message, run, closeMessage } = useAppRequest();
  const [term, setTerm] = useState("");
  const [type, setType] = useState<SearchType>("van");
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastSearch = useRef<string | null>(null);

  const search = useCallback(
    async (next: { term: string; type: SearchType }) => {
      const answer = await run(() =>
        searchStock(browserApi, next.type, next.term).catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.status === 401) window.location.assign(logoutPath);
          throw failure;
        }),
      );
      if (answer) setFound(answer);
    },
    [run, logoutPath],
  );
  const locked = useLockedSearch(
    useCallback(
      (key: string) => {
        lastSearch.current = key;
        return search(JSON.parse(key));
      },
      [search],
    ),
  );
  const searchNow = locked.now;
  // Levels shown in the results follow an adjustment made from them or from the menu.
  useEffect(() => {
    if (lastSearch.current) void searchNow(lastSearch.current);
  }, [stock, searchNow]);
  const keyOf = (next: { term: string; type: SearchType }) =>
    JSON.stringify({ term: next.term.trim(), type: next.type });

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function typed(text: string) {
    setTerm(text);
    setError(null);
    if (checkStockSearchTerm(text).ok) return locked.afterTyping(keyOf({ term: text, type }));
    locked.cancel();
    lastSearch.current = null;
    setFound(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checkStockSearchTerm(term).ok) return setError(STOCK_SEARCH_TERM_REQUIRED);
    void locked.now(keyOf({ term, type }));
  }

  function switchTo(next: string) {
    const chosen = next as SearchType;
    setType(chosen);
    setFound(null);
    lastSearch.current = null;
    if (checkStockSearchTerm(term).ok) void locked.now(keyOf({ term, type: chosen }));
  }

  const results =
    found === null ? null : found.products.length === 0 ? (
      <p className="px-4">Nothing found.</p>
    ) : found.type === "van" ? (
      <ul>
        {found.products.map((product) => (
          <StockProduct key={product.productId} product={product} onAdjust={onAdjust} />
        ))}
      </ul>
    ) : (
      <ul>
        {found.products.map((product) => (
          <VoidProductRow key={product.productId} product={product} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${inputId}-heading`} className="bg-white">
      <h2 id={`${inputId}-heading`} className="sr-only">
        Search stock
      </h2>
      <form role="search" onSubmit={submit} className="px-4 pt-4">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Search stock
        </label>
        <input
          id={inputId}
          ref={input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={term}
          onChange={(event) => typed(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 min-h-11 w-full rounded-md border border-field bg-white px-3 text-base"
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </form>
      <Tabs
        label="Search in"
        value={type}
        onValueChange={switchTo}
        tabs={[
          { id: "van", title: "Van", content: type === "van" ? results : null },
          { id: "void", title: "Void", content: type === "void" ? results : null },
        ]}
      />
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
