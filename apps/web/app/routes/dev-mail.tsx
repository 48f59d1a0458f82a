import { Link } from "react-router";
import { devOutbox, OutboxList } from "~/features/dev-mail";
import { answerOrRefusal, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/dev-mail";

/**
 * The developer mail page: the outbox's newest emails, sent or waiting, so mail can be read
 * without a mail server (SMTP_URL unset). The API answers it in development and tests only; in
 * production its 404 is this page's 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const kind = url.searchParams.get("kind") ?? undefined;
  const outbox = await answerOrRefusal(devOutbox(serverApi(context), kind ? { kind } : {}), { kind: "Kind" });
  return outbox.ok
    ? { kind, emails: outbox.value.emails, sending: outbox.value.sending, refusal: undefined }
    : { kind, emails: [], sending: false, refusal: outbox.refusal };
}

export function meta() {
  return [{ title: "Mail outbox (development)" }, { name: "robots", content: "noindex" }];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function DevMailPage({ loaderData }: Route.ComponentProps) {
  const { kind, emails, sending, refusal } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Mail outbox</h1>
        <p className="text-muted">
          {sending
            ? "The outbox worker sends these through SMTP_URL; the newest 50 are shown."
            : "SMTP_URL is not set: emails wait here and are not sent. The newest 50 are shown."}
        </p>
      </header>
      {kind !== undefined && (
        <p className="text-sm">
          Only emails of kind <strong>{kind}</strong>.{" "}
          <Link to="/dev/mail" className="underline">
            Show every kind
          </Link>
        </p>
      )}
      {refusal ? (
        <p role="alert" className="text-red-700">
          {refusal}
        </p>
      ) : (
        <OutboxList emails={emails} />
      )}
    </div>
  );
}
