import { useState, type FormEvent } from "react";
import {
  checkDelivery,
  checkInvoiceNumber,
  DELIVERY_RESULT_PREFIX,
  deliveryResult,
} from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { deliverInvoices } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { deliveryLabel, queuedText } from "../outbox/outbox.ts";
import { useSendOrQueue } from "../outbox/OutboxProvider.tsx";
import { AppMessage } from "./AppMessage.tsx";
import { InvoiceScanner } from "./InvoiceScanner.tsx";

const TITLE = "Deliver";

/**
 * spec/3 §2 Delivery entry, §4, §5 Deliver: invoice numbers typed (or scanned where the browser can)
 * collect in a list, each normalised, of the invoice pattern and not already there; one can be
 * removed or all cleared; delivering shows the result, a line per invoice.
 */
export function DeliverTab({ storeCode }: { storeCode: string }) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const sendOrQueue = useSendOrQueue();
  const [typed, setTyped] = useState("");
  const [invoices, setInvoices] = useState<string[]>([]);
  const [result, setResult] = useState<string[] | null>(null);

  /** A scan of two characters or fewer is the scanner's noise: it is ignored without a word. */
  function enter(raw: string, from: "typed" | "scanned") {
    const check = checkInvoiceNumber(raw, invoices);
    if (!check.ok) {
      if (!(from === "scanned" && check.code === "too_short"))
        setMessage({ title: TITLE, text: check.message });
      return false;
    }
    setInvoices((entered) => [...entered, check.value]);
    return true;
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (enter(typed, "typed")) setTyped("");
  }

  async function deliver() {
    const check = checkDelivery({ invoiceNumbers: invoices, storeCode });
    if (!check.ok) return setMessage({ title: TITLE, text: check.message });
    const label = deliveryLabel(invoices);
    const outcome = await run(() =>
      sendOrQueue({ kind: "delivery", body: { invoiceNumbers: invoices }, label }, (clientId) =>
        deliverInvoices(browserApi, { clientId, invoiceNumbers: invoices }),
      ),
    );
    if (!outcome) return;
    setInvoices([]);
    if (outcome.queued) return setMessage({ title: TITLE, text: queuedText(label) });
    setResult(deliveryResult(outcome.reply).lines);
  }

  return (
    <div className="flex flex-col gap-4 px-4">
      <form className="flex items-end gap-2" onSubmit={add} noValidate>
        <Field
          className="grow"
          label="Invoice number"
          autoCapitalize="characters"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">Add</Button>
      </form>
      <InvoiceScanner onScanned={(raw) => enter(raw, "scanned")} />
      <section aria-labelledby="invoices-to-deliver-heading" className="flex flex-col gap-2">
        <h3 id="invoices-to-deliver-heading" className="font-semibold">
          Invoices to deliver ({invoices.length})
        </h3>
        {invoices.length > 0 && (
          <ul aria-label="Invoices to deliver" className="flex flex-col gap-1">
            {invoices.map((invoice) => (
              <li
                key={invoice}
                className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-1"
              >
                <span className="font-mono">{invoice}</span>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${invoice}`}
                  onClick={() => setInvoices((entered) => entered.filter((other) => other !== invoice))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={invoices.length === 0} onClick={() => setInvoices([])}>
            Clear all
          </Button>
          <Button disabled={busy} onClick={() => void deliver()}>
            Deliver
          </Button>
        </div>
      </section>
      {result && (
        <section role="status" aria-label="Delivery result" className="rounded-md border border-line p-3">
          <p className="font-semibold">{DELIVERY_RESULT_PREFIX}</p>
          <ul>
            {result.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </div>
  );
}
