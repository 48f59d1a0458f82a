/**
 * spec/2 §6 'loginNoBranch': right after a login that found no branch (the server says so with the
 * session, decision 121), the page asks the user for a home branch by opening the store selector
 * once. Closing it without choosing tells the server to stop asking; a choice stops it by itself.
 */
import { useEffect, useRef } from "react";

export function useHomeBranchQuestion(asked: boolean, open: () => void) {
  // Once per page: a later read of the session must not open it again.
  const opened = useRef(false);
  useEffect(() => {
    if (!asked || opened.current) return;
    opened.current = true;
    open();
  }, [asked, open]);
}
