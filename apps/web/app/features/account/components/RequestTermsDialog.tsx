import { useEffect, useRef, useState } from "react";
import type { AccountSwitch } from "@merchant/contract";
import { REQUEST_TERMS_MESSAGE, REQUEST_TERMS_TITLE } from "@merchant/domain/accounts";
import { fillMessage } from "@merchant/domain/shared";
import { BranchPhoneAndEmail } from "~/ui/BranchContact.tsx";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { requestTradeTerms } from "../api.ts";
import { TERMS_REQUEST_FAILED_MESSAGE } from "../trade-account-words.ts";
import { failureMessage } from "../use-account-switch.ts";

type Props = {
  offer: Extract<AccountSwitch, { outcome: "request-terms" }>;
  onClose: () => void;
};

/**
 * spec/1 §4: the chosen account's ERP cannot share trade terms with the branch's, so the switch
 * waits while the user asks the branch to set terms up ('Send request', answered with the
 * server's words) or rings or emails it. The button rests while the request is on its way, so a
 * second click sends nothing more.
 */
export function RequestTermsDialog({ offer, onClose }: Props) {
  const { account, branch } = offer;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef<HTMLButtonElement>(null);

  // The 'Send request' button is gone once sent: focus moves to the button that closes.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      setSent((await requestTradeTerms(account.id)).message);
    } catch (error) {
      setFailure(failureMessage(error, TERMS_REQUEST_FAILED_MESSAGE));
    } finally {
      setSending(false);
    }
  };

  const message = fillMessage(REQUEST_TERMS_MESSAGE, {
    erp: account.erpFriendly,
    accNumber: account.accNumber,
    brand: branch.brand,
    location: branch.name,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={REQUEST_TERMS_TITLE}
      description={message}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col text-sm">
          <p className="font-semibold">
            {branch.brand} {branch.name}
          </p>
          <BranchPhoneAndEmail branch={branch} />
        </div>
        {sent && (
          <p
            role="status"
            className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
          >
            {sent}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800"
          >
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {sent ? (
            // Its own key: a new button, so the one that had focus goes and focus is given here.
            <Button key="done" ref={done} onClick={onClose}>
              OK
            </Button>
          ) : (
            <>
              <Button
                data-autofocus
                aria-disabled={sending || undefined}
                onClick={() => void send()}
                className="aria-disabled:cursor-wait aria-disabled:opacity-60"
              >
                Send request
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
