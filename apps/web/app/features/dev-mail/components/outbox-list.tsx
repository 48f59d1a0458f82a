import type { OutboxEmail } from "@merchant/contract";
import { Link } from "react-router";
import { cx } from "~/ui/cx.ts";
import { londonTime, statusText } from "../status.ts";

const STATUS_STYLE: Record<OutboxEmail["status"], string> = {
  sent: "text-green-800",
  waiting: "text-muted",
  retrying: "text-amber-700",
  failed: "text-red-700",
};

/** The outbox, newest first: one card per email, its text body folded away. */
export function OutboxList({ emails }: { emails: OutboxEmail[] }) {
  if (emails.length === 0) return <p className="text-muted">No emails in the outbox.</p>;
  return (
    <ol aria-label="Emails" className="flex flex-col gap-3">
      {emails.map((email) => (
        <li key={email.id} className="rounded-lg border border-line p-4">
          <article aria-labelledby={`email-${email.id}`} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`email-${email.id}`} className="text-lg font-semibold">
                {email.subject}
              </h2>
              <p className={cx("text-sm font-semibold", STATUS_STYLE[email.status])}>{statusText(email)}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">To</dt>
              <dd>{email.to}</dd>
              {email.replyTo && (
                <>
                  <dt className="text-muted">Reply to</dt>
                  <dd>{email.replyTo}</dd>
                </>
              )}
              <dt className="text-muted">Kind</dt>
              <dd>
                <Link to={`?kind=${encodeURIComponent(email.kind)}`} className="underline">
                  {email.kind}
                </Link>
              </dd>
              <dt className="text-muted">Queued</dt>
              <dd>
                <time dateTime={email.createdAt}>{londonTime(email.createdAt)}</time>
              </dd>
              {email.lastError && (
                <>
                  <dt className="text-muted">Last error</dt>
                  <dd className="text-red-700">{email.lastError}</dd>
                </>
              )}
            </dl>
            <details>
              <summary className="cursor-pointer text-sm font-semibold">Text</summary>
              <pre className="mt-2 overflow-x-auto rounded-md bg-surface p-3 text-sm whitespace-pre-wrap">
                {email.text}
              </pre>
            </details>
            {email.html && (
              <details>
                <summary className="cursor-pointer text-sm font-semibold">HTML source</summary>
                <pre className="mt-2 overflow-x-auto rounded-md bg-surface p-3 text-sm whitespace-pre-wrap">
                  {email.html}
                </pre>
              </details>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
