import { useCallback } from "react";
import { KEEP_LOGGED_IN, SESSION_TIMEOUT_WARNING } from "@merchant/domain/session";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { appUserOf, emptyPrivateStoreBasket, startOver } from "../api.ts";
import { useIdleLogout } from "../hooks/use-idle-logout.ts";
import { useServerKeepAlive } from "../hooks/use-server-keep-alive.ts";

const pingServer = () => appUserOf(browserApi);

/**
 * spec/3 §4, §8: the idle warning with its one button; at 15 minutes the basket is emptied, then
 * the app goes to its logout (whether or not the basket could be emptied: the phone may be offline).
 * Touches and 'Keep me logged in' keep the server's session alive too (decision 154).
 */
export function IdleWarning({
  logoutPath,
  vanId,
  privateStore = false,
}: {
  logoutPath: string;
  vanId: number | null;
  /** A private-store customer: their basket at the app's store is the one emptied (decision 167). */
  privateStore?: boolean;
}) {
  const logOut = useCallback(() => {
    const emptied = privateStore
      ? emptyPrivateStoreBasket(browserApi)
      : vanId === null
        ? Promise.resolve()
        : startOver(browserApi, vanId);
    void emptied.catch(() => undefined).finally(() => window.location.assign(logoutPath));
  }, [logoutPath, vanId, privateStore]);
  const { warning, keepLoggedIn: keepHere } = useIdleLogout(logOut);
  useServerKeepAlive(pingServer);
  // 'Keep me logged in' keeps the server's session too (decision 154).
  const keepLoggedIn = useCallback(() => {
    keepHere();
    void pingServer().catch(() => undefined);
  }, [keepHere]);
  return (
    <Dialog open={warning} onOpenChange={(open) => !open && keepLoggedIn()} title={SESSION_TIMEOUT_WARNING}>
      <Button className="w-full" onClick={keepLoggedIn}>
        {KEEP_LOGGED_IN}
      </Button>
    </Dialog>
  );
}
