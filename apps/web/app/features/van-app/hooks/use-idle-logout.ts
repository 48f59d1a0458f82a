/**
 * spec/3 §4, §9 Session: a warning after 14 minutes without a touch or a key, logout after 15.
 * The old app never started these timers; this one does (docs/decisions/144). Idle time is
 * measured from the clock, not by counting timer ticks, so a phone that slept through the
 * 15 minutes logs out as soon as it wakes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { idleState } from "@merchant/domain/session";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
const TICK_MS = 1_000;

export function useIdleLogout(logOut: () => void) {
  const [warning, setWarning] = useState(false);
  const lastActivity = useRef(0);
  const warned = useRef(false);

  useEffect(() => {
    lastActivity.current = Date.now();
    // Once warned, only 'Keep me logged in' counts: the warning asks for that act.
    const active = () => {
      if (!warned.current) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { passive: true });
    const tick = setInterval(() => {
      const state = idleState(Date.now() - lastActivity.current);
      if (state === "logout") {
        clearInterval(tick);
        logOut();
        return;
      }
      warned.current = state === "warn";
      setWarning(warned.current);
    }, TICK_MS);
    return () => {
      clearInterval(tick);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active);
    };
  }, [logOut]);

  const keepLoggedIn = useCallback(() => {
    warned.current = false;
    lastActivity.current = Date.now();
    setWarning(false);
  }, []);

  return { warning, keepLoggedIn };
}
