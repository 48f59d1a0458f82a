import { useCallback, useEffect, useState } from "react";
import type { StoreCollection } from "@merchant/contract";
import { browserApi } from "~/lib/api.ts";
import { Spinner } from "~/ui/Spinner.tsx";
import { Tabs } from "~/ui/Tabs.tsx";
import { storeCollectionsOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { CollectTab } from "./CollectTab.tsx";
import { DeliverTab } from "./DeliverTab.tsx";

type StoreWithCollections = {
  store: { id: number; code: string; name: string };
  collections: StoreCollection[];
};

/**
 * spec/3 §2 Private store tabs, delivery options (decision 162): the app's store, and its sub-tabs
 * Deliver (invoices by number) and Collect (collections signed for).
 */
export function DeliveryOptionsTab() {
  const { busy, message, run, closeMessage } = useAppRequest();
  const [loaded, setLoaded] = useState<StoreWithCollections | null | undefined>(undefined);
  const reload = useCallback(
    () => void run(() => storeCollectionsOf(browserApi)).then((answer) => setLoaded(answer ?? null)),
    [run],
  );
  useEffect(reload, [reload]);

  return (
    <section aria-labelledby="delivery-options-heading" className="flex flex-col gap-2">
      <div className="px-4">
        <h2 id="delivery-options-heading" className="text-xl font-bold">
          Delivery options
        </h2>
        {loaded && <p className="text-muted">{loaded.store.name}</p>}
      </div>
      {loaded === undefined && <Spinner label="Loading delivery options" />}
      {loaded && (
        <Tabs
          label="Delivery options"
          tabs={[
            { id: "deliver", title: "Deliver", content: <DeliverTab storeCode={loaded.store.code} /> },
            {
              id: "collect",
              title: "Collect",
              content: <CollectTab collections={loaded.collections} onCollected={reload} />,
            },
          ]}
        />
      )}
      <AppMessage message={busy ? null : message} onClose={closeMessage} />
    </section>
  );
}
