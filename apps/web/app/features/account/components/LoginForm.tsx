import { useEffect, useRef, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import type { LoginResult } from "../log-in.ts";

type Props = { redirectTo: string; result?: LoginResult | undefined };

/**
 * Email and password, posted to the page's action. The button ignores repeat clicks while the
 * attempt is in flight (spec/1 §4): a second submit would only cancel the first.
 */
export function LoginForm({ redirectTo, result }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const inFlight = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) event.preventDefault();
    else inFlight.current = true;
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {result?.message && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {result.message}
        </p>
      )}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={result?.email}
        error={result?.fields?.email}
        required
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={result?.fields?.password}
        required
      />
      <Button type="submit" disabled={sending} className="self-start">
        Log in
      </Button>
    </Form>
  );
}
