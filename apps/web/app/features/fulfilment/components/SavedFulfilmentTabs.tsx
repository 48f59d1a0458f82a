import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Fulfilment } from "@merchant/contract";
import { isFulfilment } from "@merchant/domain/fulfilment";
import { Tabs } from "~/ui/Tabs.tsx";
import { useFulfilment } from "../fulfilment-context.tsx";

type Tab = { title: string; content: ReactNode };

type Props = {
  /** Names the tab list for assistive technology. */
  label: string;
  collection: Tab;
  delivery: Tab;
};

/**
 * Collection and delivery tabs opened at the session's fulfilment type (collection until one is
 * chosen), and again whenever it changes. Choosing a tab switches the fulfilment type, and the
 * page reads its prices again; when the type's branch or postcode is unknown, the selector asks
 * for it first.
 */
export function SavedFulfilmentTabs({ label, collection, delivery }: Props) {
  const { state, switchFulfilment } = useFulfilment();
  const saved: Fulfilment = state.fulfilment ?? "collection";
  const [shown, setShown] = useState<Fulfilment>(saved);
  const [shownFor, setShownFor] = useState(saved);
  if (shownFor !== saved) {
    setShownFor(saved);
    setShown(saved);
  }

  // A press is a mouse-down and a focus, each telling Radix's tabs of the change: act on the first.
  const lastChosen = useRef<string>(shown);
  useEffect(() => {
    lastChosen.current = shown;
  }, [shown]);
  const choose = (tab: string) => {
    if (!isFulfilment(tab) || tab === lastChosen.current) return;
    lastChosen.current = tab;
    setShown(tab);
    if (tab !== state.fulfilment) void switchFulfilment(tab);
  };

  return (
    <Tabs
      label={label}
      value={shown}
      onValueChange={choose}
      tabs={[
        { id: "collection", ...collection },
        { id: "delivery", ...delivery },
      ]}
    />
  );
}
