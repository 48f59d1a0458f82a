import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { DEFAULT_VAT_PREFERENCE, type VatPreference } from "@merchant/domain/money";

type VatPreferenceValue = {
  /** Which price every <Price> on the page shows. */
  vat: VatPreference;
  /** Shows the new choice at once and keeps it in the `price_vat` cookie through the API. */
  choose: (vat: VatPreference) => void;
};

const VatPreferenceContext = createContext<VatPreferenceValue>({
  vat: DEFAULT_VAT_PREFERENCE,
  choose: () => {},
});

type Props = {
  /** The choice the server rendered with (the session's `vat`). */
  initial: VatPreference;
  /** Saves a choice; a failure puts the previous choice back, so the page never shows what is not kept. */
  save: (vat: VatPreference) => Promise<unknown>;
  children: ReactNode;
};

/** spec/1 §4: choosing INC or EX switches every price on the page at once, without a reload. */
export function VatPreferenceProvider({ initial, save, children }: Props) {
  const [vat, setVat] = useState(initial);
  // A new server value (another tab chose, then this page revalidated) wins over the local one.
  const [renderedWith, setRenderedWith] = useState(initial);
  if (renderedWith !== initial) {
    setRenderedWith(initial);
    setVat(initial);
  }

  // Only the latest choice may put the page back: an older save failing late must not undo it.
  const latestChoice = useRef(0);
  const choose = useCallback(
    (next: VatPreference) => {
      if (next === vat) return;
      const previous = vat;
      const choice = ++latestChoice.current;
      setVat(next);
      save(next).catch(() => {
        if (choice === latestChoice.current) setVat(previous);
      });
    },
    [vat, save],
  );

  const value = useMemo(() => ({ vat, choose }), [vat, choose]);
  return <VatPreferenceContext.Provider value={value}>{children}</VatPreferenceContext.Provider>;
}

export function useVatPreference(): VatPreferenceValue {
  return useContext(VatPreferenceContext);
}
