import { useEffect, useState } from "react";
import type { VoidMenu } from "@merchant/contract";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { voidListOf, voidListsOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { ProductMenu } from "./ProductMenu.tsx";
import { VoidProductRow } from "./VoidProductRow.tsx";

type VoidList = { id: number; name: string };

/** spec/3 §2 Void tab: the operator chooses a void list type, then its menu of two levels. */
export function VoidsTab() {
  const { busy, message, run, closeMessage } = useAppRequest();
  const [lists, setLists] = useState<VoidList[] | null>(null);
  const [chosen, setChosen] = useState<{ list: VoidList; menu: VoidMenu } | null>(null);

  useEffect(() => {
    void run(() => voidListsOf(browserApi)).then((answer) => setLists(answer?.lists ?? []));
  }, [run]);

  async function choose(list: VoidList) {
    const answer = await run(() => voidListOf(browserApi, list.id));
    if (answer) setChosen(answer);
  }

  return (
    <div className="flex flex-col gap-2">
      {chosen ? (
        <section aria-labelledby="void-list-heading">
          <div className="flex items-center justify-between gap-2 px-4 pb-2">
            <h2 id="void-list-heading" className="text-xl font-bold">
              {chosen.list.name}
            </h2>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              Change list
            </Button>
          </div>
          <ProductMenu
            menu={chosen.menu}
            label="Void menu"
            empty="There are no products on this void list."
            renderProduct={(product) => <VoidProductRow key={product.productId} product={product} />}
          />
        </section>
      ) : (
        <section aria-labelledby="void-lists-heading" className="flex flex-col gap-3 p-4">
          <h2 id="void-lists-heading" className="text-xl font-bold">
            Choose a void list
          </h2>
          {lists === null ? (
            <Spinner label="Loading void lists" />
          ) : lists.length === 0 ? (
            <p>There are no void lists for your account.</p>
          ) : (
            lists.map((list) => (
              <Button
                key={list.id}
                variant="secondary"
                className="min-h-14 w-full text-base"
                disabled={busy}
                onClick={() => void choose(list)}
              >
                {list.name}
              </Button>
            ))
          )}
        </section>
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy && lists !== null} delayMs={200} />
    </div>
  );
}
