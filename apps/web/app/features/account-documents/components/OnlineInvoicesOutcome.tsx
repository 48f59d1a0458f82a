import { Link } from "react-router";
import {
  ONLINE_INVOICES_REQUEST_FAILED,
  ONLINE_INVOICES_REQUEST_SENT,
} from "@merchant/domain/account-documents";
import { buttonClass } from "~/ui/Button.tsx";

/**
 * The answer to an online-invoice request posted without JavaScript (spec/1 §4): 'Request Sent'
 * or 'Request Failed', on a page of its own, with the way back to the dashboard. `null`: the page
 * was opened, not posted to; the dashboard is where the request is made.
 */
export function OnlineInvoicesOutcome({ sent }: { sent: boolean | null }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">Online invoices</h1>
      {sent === null ? (
        <p>
          Ask for a trade account's invoices to be sent online from the account's card on your account page.
        </p>
      ) : (
        <p
          role={sent ? "status" : "alert"}
          className={
            sent
              ? "rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
              : "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800"
          }
        >
          {sent ? ONLINE_INVOICES_REQUEST_SENT : ONLINE_INVOICES_REQUEST_FAILED}
        </p>
      )}
      <Link to="/account" className={buttonClass("secondary")}>
        Back to your account
      </Link>
    </section>
  );
}
