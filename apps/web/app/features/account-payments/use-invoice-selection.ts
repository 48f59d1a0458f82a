/**
 * The invoice table's ticks (spec/1 §4 invoice payment, §8): each tick or untick is sent to the
 * server, which keeps the selection; then, while a spinner shows, the server totals the ticked
 * invoices as the ERP confirms them. The domain applies the reply: an invoice 'Not found' is
 * unticked and listed in the 'Error Confirming Invoice' dialog, a reply that is not a number (or no
 * reply) clears every tick, here and on the server, and the pay button shows only for a total.
 * Calls go one after another, and only the newest change's total is shown.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { OpenInvoice } from "@merchant/contract";
import {
  applyInvoiceAmountReply,
  type InvoiceAmountReply,
  type InvoiceConfirmProblem,
} from "@merchant/domain/payments";
import { ApiError } from "~/lib/api.ts";
import { clearInvoiceTicks, confirmInvoiceSelection, tickInvoice } from "./api.ts";

export type SelectionTotal =
  | { status: "none" }
  | { status: "totalling" }
  | { status: "total"; totalPence: number; showPayButton: boolean };

export function useInvoiceSelection(invoices: readonly OpenInvoice[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () => new Set(invoices.filter((invoice) => invoice.selected).map((invoice) => invoice.id)),
  );
  const [total, setTotal] = useState<SelectionTotal>({ status: "none" });
  const [problem, setProblem] = useState<InvoiceConfirmProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the calls in the queue read: the ticks as they are now, not as they were when queued.
  const tickedNow = useRef(ticked);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const listed = useRef(invoices);
  useEffect(() => {
    listed.current = invoices;
  }, [invoices]);
  const latest = useRef(0);

  const show = useCallback((next: ReadonlySet<number>) => {
    tickedNow.current = next;
    setTicked(next);
  }, []);

  /** Queues a server call and the total after it; only the newest change's total is shown. */
  const thenTotal = useCallback(
    (call: () => Promise<void>) => {
      const change = ++latest.current;
      setTotal(tickedNow.current.size > 0 ? { status: "totalling" } : { status: "none" });
      queue.current = queue.current.then(async () => {
        await call();
        if (change !== latest.current) return;
        if (tickedNow.current.size === 0) return setTotal({ status: "none" });
        let reply: InvoiceAmountReply;
        try {
          reply = await confirmInvoiceSelection();
        } catch {
          // No number came back: spec/1 §4 clears every tick.
          reply = { reply: null };
        }
        if (change !== latest.current) return;
        const selection = applyInvoiceAmountReply(
          listed.current
            .filter((invoice) => tickedNow.current.has(invoice.id))
            .map((invoice) => ({ id: String(invoice.id), invoiceNumber: invoice.invoiceNumber })),
          reply,
        );
        show(new Set(selection.selected.map((invoice) => Number(invoice.id))));
        if (selection.problem) setProblem(selection.problem);
        if (selection.totalPence === null) {
          setTotal({ status: "none" });
          await clearInvoiceTicks().catch(() => {});
          return;
        }
        setTotal(
          selection.selected.length > 0
            ? { status: "total", totalPence: selection.totalPence, showPayButton: selection.showPayButton }
            : { status: "none" },
        );
      });
    },
    [show],
  );

  const toggle = useCallback(
    (invoiceId: number, tick: boolean) => {
      const next = new Set(tickedNow.current);
      if (tick) next.add(invoiceId);
      else next.delete(invoiceId);
      show(next);
      setRefusal(null);
      thenTotal(async () => {
        try {
          await tickInvoice(invoiceId, tick);
        } catch (error) {
          // The server kept it as it was (a paid invoice, say): so does the table, with the reason.
          const reverted = new Set(tickedNow.current);
          if (tick) reverted.delete(invoiceId);
          else reverted.add(invoiceId);
          show(reverted);
          setRefusal(error instanceof ApiError && error.status < 500 ? error.message : null);
        }
      });
    },
    [show, thenTotal],
  );

  /** Unticks everything, on the server too (spec/1 §7 ClearSelectedInvoices). */
  const clear = useCallback(() => {
    show(new Set());
    setRefusal(null);
    thenTotal(() => clearInvoiceTicks().catch(() => {}));
  }, [show, thenTotal]);

  /** Totals the ticks again, as they stand on the server (after a payment was refused as things stand). */
  const refresh = useCallback(() => thenTotal(async () => {}), [thenTotal]);

  // Ticks kept from an earlier visit: their total is asked for as the page wakes.
  // `refresh` never changes: this runs once, as the table is first shown.
  useEffect(() => {
    if (tickedNow.current.size > 0) refresh();
  }, [refresh]);

  return { ticked, total, problem, closeProblem: () => setProblem(null), refusal, toggle, clear, refresh };
}
