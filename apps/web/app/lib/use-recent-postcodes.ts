import { useCallback, useEffect, useMemo, useState } from "react";
import {
  readRecentPostcodes,
  recentPostcodesToShow,
  RECENT_POSTCODES_COOKIE,
  rememberPostcode,
} from "@merchant/domain/branches";

/**
 * spec/2 §3: recent store searches live in the browser's storage and in the postcodeList cookie,
 * one list oldest first in both (docs/decisions/022-recent-postcodes.md). Storage is read first;
 * the cookie answers when storage is switched off or was cleared. The store selector keeps the
 * same list under the same names, so a postcode searched in either is offered in both.
 */
const STORAGE_KEY = "recentPostcodes";
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHANGED = "recent-postcodes-changed";

function storedInCookie(): string | null {
  const entry = document.cookie.split("; ").find((pair) => pair.startsWith(`${RECENT_POSTCODES_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(RECENT_POSTCODES_COOKIE.length + 1)) : null;
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? storedInCookie();
  } catch {
    return storedInCookie();
  }
}

function store(list: readonly string[]): void {
  const json = JSON.stringify(list);
  try {
    localStorage.setItem(STORAGE_KEY, json);
  } catch {
    // Storage may be full or switched off: the cookie still keeps the list.
  }
  document.cookie = `${RECENT_POSTCODES_COOKIE}=${encodeURIComponent(json)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  // "storage" tells of another tab's search; CHANGED of this page's.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The postcodes the dropdown offers (5, newest first) and `remember` for a new search. */
export function useRecentPostcodes() {
  // The server has no storage: nothing is offered until the page runs in the browser. Read once the
  // page is live and when a search is remembered, not at every render (the cookie is slow to read).
  const [raw, setRaw] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setRaw(stored());
    read();
    return subscribe(read);
  }, []);
  const recent = useMemo(() => readRecentPostcodes(raw), [raw]);
  const remember = useCallback((searched: string) => {
    const before = readRecentPostcodes(stored());
    const after = rememberPostcode(before, searched);
    if (after.join() !== before.join()) store(after);
  }, []);
  return { shown: recentPostcodesToShow(recent), remember };
}
