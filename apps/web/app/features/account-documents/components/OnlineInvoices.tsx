import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  ACTIVATE_ONLINE_INVOICES_LABEL,
  onlineInvoicesView,
  type OnlineInvoicesState,
} from "@merchant/domain/account-documents";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { cx } from "~/ui/cx.ts";
import { requestOnlineInvoices } from "../api.ts";

/** Where the form posts without JavaScript, or before the page has woken (routes/account-online-invoices.tsx). */
export const ONLINE_INVOICES_PATH = "/account/online-invoices";

type Props = {
  accountId: number;
  accNumber: string;
  /** When the account asked before (ISO); null when it has not. */
  requestedAt: string | null;
};

/**
 * spec/1 §4 online-invoice activation for one trade account: 'Activate online invoices'; success
 * shows 'Request Sent' in the button's place, anything else 'Request Failed' beside it, and the
 * button stays to try again. An account that asked before reads the day it asked. A click while
 * the request is on its way sends nothing more.
 */
export function OnlineInvoices({ accountId, accNumber, requestedAt }: Props) {
  const [state, setState] = useState<OnlineInvoicesState>(
    requestedAt === null
      ? { kind: "not-requested" }
      : { kind: "requested", requestedAt: Date.parse(requestedAt) },
  );
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  const view = onlineInvoicesView(state);

  // The button that had focus is gone once sent: focus goes to the words that took its place.
  useEffect(() => {
    if (state.kind === "sent") status.current?.focus();
  }, [state.kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await requestOnlineInvoices(accountId);
      setState({ kind: "sent" });
    } catch {
      setState({ kind: "failed" });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      method="post"
      action={ONLINE_INVOICES_PATH}
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-center gap-3"
    >
      <input type="hidden" name="accountId" value={accountId} />
      {view.button && (
        <Button
          type="submit"
          variant="secondary"
          aria-disabled={sending || undefined}
          // The card's heading names the account; the button says which, for a list of buttons read alone.
          aria-label={`${ACTIVATE_ONLINE_INVOICES_LABEL} for account ${accNumber}`}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {sending && <Spinner label="Sending the request" className="size-5" />}
          {ACTIVATE_ONLINE_INVOICES_LABEL}
        </Button>
      )}
      {/* Both always in the page, so a screen reader hears each new message as it appears. */}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={cx(
          "text-sm font-semibold outline-none",
          view.failed || !view.message ? "sr-only" : state.kind === "sent" && "text-green-800",
        )}
      >
        {view.failed ? null : view.message}
      </p>
      <p role="alert" className={view.failed ? "text-sm font-semibold text-red-800" : "sr-only"}>
        {view.failed ? view.message : null}
      </p>
    </form>
  );
}
