import { fillMessage } from "../shared/result.ts";
import {
  ONLINE_INVOICES_REQUEST_FAILED,
  ONLINE_INVOICES_REQUEST_SENT,
  ONLINE_INVOICES_REQUESTED_MESSAGE,
} from "./messages.ts";
import { londonDay } from "./london-day.ts";

/** Where a trade account's request for online invoices stands on the page. */
export type OnlineInvoicesState =
  /** Asked before this page was shown: when (epoch ms). */
  | { kind: "requested"; requestedAt: number }
  /** Not asked yet. */
  | { kind: "not-requested" }
  /** The request made from this page succeeded. */
  | { kind: "sent" }
  /** The request made from this page failed (refused, unanswered or not reached). */
  | { kind: "failed" };

export type OnlineInvoicesView = {
  /** Whether the activation button shows. */
  button: boolean;
  /** The words beside it or in its place; null for none. */
  message: string | null;
  /** Whether the message is a failure (an alert) rather than a status. */
  failed: boolean;
};

/**
 * spec/1 §4 Online-invoice activation: success shows 'Request Sent' and hides the button;
 * otherwise 'Request Failed' (and the button stays, to try again). An account asked before shows
 * the day it was asked instead of the button (decision 118).
 */
export function onlineInvoicesView(state: OnlineInvoicesState): OnlineInvoicesView {
  switch (state.kind) {
    case "requested":
      return {
        button: false,
        message: fillMessage(ONLINE_INVOICES_REQUESTED_MESSAGE, { date: londonDay(state.requestedAt) }),
        failed: false,
      };
    case "sent":
      return { button: false, message: ONLINE_INVOICES_REQUEST_SENT, failed: false };
    case "failed":
      return { button: true, message: ONLINE_INVOICES_REQUEST_FAILED, failed: true };
    case "not-requested":
      return { button: true, message: null, failed: false };
  }
}
