import type { IssuedReportingKey, ReportingKey } from "@merchant/contract";
import {
  KEY_CANNOT_BE_UNDONE,
  keyRegenerateOutcome,
  keyRemoveOutcome,
  MESSAGE_POPUP_CLOSE_MS,
  type ToolDialog,
} from "@merchant/domain/van";
import { useState } from "react";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { createReportingKey, regenerateReportingKey, removeReportingKey } from "../api.ts";

type Change = { action: "regenerate" | "remove"; key: ReportingKey };

const issued = (key: ReportingKey) =>
  new Date(key.issuedAt).toLocaleDateString("en-GB", { timeZone: "Europe/London", dateStyle: "medium" });

/**
 * spec/3 §2 the account's database reporting keys: listed by their prefix (decision 150), made,
 * regenerated and removed once the user confirms it cannot be undone (spec/3 §5), each answered
 * by its result dialog (spec/3 §8). A key made or regenerated is shown whole this once.
 */
export function ReportingKeys({ initialKeys }: { initialKeys: ReportingKey[] }) {
  const [keys, setKeys] = useState(initialKeys);
  const [shown, setShown] = useState<IssuedReportingKey | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [result, setResult] = useState<ToolDialog | null>(null);
  const [busy, setBusy] = useState(false);

  const reveal = (fresh: IssuedReportingKey) => {
    setShown(fresh);
    setKeys((now) => [...now.filter((key) => key.id !== fresh.key.id), fresh.key]);
  };

  const create = async () => {
    setBusy(true);
    try {
      reveal(await createReportingKey());
    } catch {
      setResult({ title: "Key NOT Created", text: "Please try again." });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ action, key }: Change) => {
    setChange(null);
    setBusy(true);
    try {
      if (action === "regenerate") reveal(await regenerateReportingKey(key.id));
      else {
        await removeReportingKey(key.id);
        setKeys((now) => now.filter((kept) => kept.id !== key.id));
        if (shown?.key.id === key.id) setShown(null);
      }
      setResult(action === "regenerate" ? keyRegenerateOutcome(true) : keyRemoveOutcome(true));
    } catch {
      setResult(action === "regenerate" ? keyRegenerateOutcome(false) : keyRemoveOutcome(false));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="reporting-keys-heading" className="mt-10 flex flex-col gap-4">
      <h2 id="reporting-keys-heading" className="text-xl font-bold">
        Database reporting keys
      </h2>
      <p className="max-w-2xl text-muted">
        Your systems read this account&apos;s orders, invoices and van stock from the reporting API with a
        key, sent as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {shown && (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-brand-ink bg-surface p-4">
          <p className="font-semibold">Copy this key now: it will not be shown again.</p>
          <code data-testid="new-reporting-key" className="break-all rounded bg-white p-2">
            {shown.apikey}
          </code>
        </div>
      )}
      {keys.length === 0 ? (
        <p>This account has no reporting keys.</p>
      ) : (
        <ul
          aria-label="Reporting keys"
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
        >
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <code className="font-semibold">{key.prefix}…</code>{" "}
                <span className="text-sm text-muted">made {issued(key)}</span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Regenerate key ${key.prefix}`}
                  onClick={() => setChange({ action: "regenerate", key })}
                >
                  Regenerate
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Remove key ${key.prefix}`}
                  onClick={() => setChange({ action: "remove", key })}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={create} disabled={busy}>
          Create a key
        </Button>
      </div>
      <Dialog
        open={change !== null}
        onOpenChange={(open) => {
          if (!open) setChange(null);
        }}
        title={
          change?.action === "remove"
            ? `Remove key ${change.key.prefix}…?`
            : `Regenerate key ${change?.key.prefix ?? ""}…?`
        }
        description={KEY_CANNOT_BE_UNDONE}
      >
        <div className="flex gap-3">
          <Button onClick={() => change && confirm(change)}>
            {change?.action === "remove" ? "Remove" : "Regenerate"}
          </Button>
          <Button variant="secondary" onClick={() => setChange(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => {
          if (!open) setResult(null);
        }}
        title={result?.title ?? ""}
        description={result?.text ?? ""}
        autoCloseMs={MESSAGE_POPUP_CLOSE_MS}
      >
        <Button onClick={() => setResult(null)}>OK</Button>
      </Dialog>
    </section>
  );
}
