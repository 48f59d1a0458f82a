import { useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code is fetched only when it is first opened, or before by `preload` (the shop
 * frame preloads once the page is idle): for dialogs and the phone menu, which no page shows at
 * first paint, so their code (Radix, its focus trap and scroll lock) stays out of every page's first
 * download and wake-up (issue 15, decision 142). Until loaded it renders nothing, as a closed
 * dialog does; opened before its code has come, it shows as soon as it has.
 */
export function openedOnDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (the network dropped) is tried again at the next opening.
        loading = undefined;
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const [, setLoaded] = useState(Loaded !== undefined);
    const { open } = props;
    useEffect(() => {
      if (open && Loaded === undefined)
        preload().then(
          () => setLoaded(true),
          () => undefined,
        );
    }, [open]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: OnDemand, preload };
}

/** Fetches on-demand code once the page is awake and idle, so a first opening need not wait for it. */
export function usePreloadWhenIdle(...preloads: (() => Promise<void>)[]) {
  useEffect(() => {
    const preloadAll = () => {
      for (const preload of preloads) preload().catch(() => undefined);
    };
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preloadAll, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadAll, 1_000);
    return () => clearTimeout(timer);
    // The preloads are module-level functions: once per page load is what is meant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
