import { useState, type FormEvent } from "react";
import { checkForgottenPasswordEmail } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { forgottenPassword } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { appPath, type AppVariant } from "../variants.ts";
import { AppFrame } from "./AppFrame.tsx";
import { AppMessage } from "./AppMessage.tsx";

/**
 * spec/3 §5, §7 sgforgottenpw: the app's forgotten password, by the shop's emailed link (one
 * identity, one reset). An address that is not one is refused before anything is sent.
 */
export function AppForgottenPassword({ variant }: { variant: AppVariant }) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForgottenPasswordEmail(email);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    const sent = await run(() => forgottenPassword(browserApi, checked.value));
    if (sent) setMessage({ title: "Forgotten password", text: sent.message });
  }

  return (
    <AppFrame variant={variant}>
      <section className="flex flex-col gap-4 p-4">
        <h1 className="text-2xl font-bold">Forgotten password</h1>
        <p>Enter your email address and we will email you a link to set a new password.</p>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field
            label="Email address"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            required
          />
          <Button type="submit" className="w-full" disabled={busy}>
            Send me a link
          </Button>
        </form>
        <a
          href={appPath(variant, "/login")}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          Back to sign in
        </a>
      </section>
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </AppFrame>
  );
}
