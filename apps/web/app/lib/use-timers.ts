import { useCallback, useEffect, useMemo, useRef } from "react";

/**
 * Named timers for hover delays: scheduling a name replaces its earlier timer, and every
 * timer is cleared when the component goes away.
 */
export function useTimers<Name extends string>() {
  const timers = useRef(new Map<Name, ReturnType<typeof setTimeout>>());

  const cancel = useCallback((...names: Name[]) => {
    for (const name of names) {
      clearTimeout(timers.current.get(name));
      timers.current.delete(name);
    }
  }, []);

  const schedule = useCallback(
    (name: Name, ms: number, run: () => void) => {
      cancel(name);
      timers.current.set(
        name,
        setTimeout(() => {
          timers.current.delete(name);
          run();
        }, ms),
      );
    },
    [cancel],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
