import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { forgetAppReads } from "../offline-caches.ts";
import { appPath, type AppVariant } from "../variants.ts";
import { AppFrame } from "./AppFrame.tsx";

export type SignInResult = { message: string | null; fields: Record<string, string>; email: string };

/**
 * The app's sign-in: email and password (spec/3 §1, §6), posted to the page's action so it works
 * before the page's script has loaded on a slow connection.
 */
export function AppSignIn({
  variant,
  result,
  notice,
}: {
  variant: AppVariant;
  result?: SignInResult | undefined;
  notice?: string | null;
}) {
  const signingIn = useNavigation().state !== "idle";
  // No one is signed in: the last user's pages and answers kept for a weak signal go (decision 169).
  useEffect(() => void forgetAppReads().catch(() => undefined), []);
  const message = result?.message ?? notice;
  return (
    <AppFrame variant={variant}>
      <section className="flex flex-col gap-4 p-4">
        <h1 className="text-2xl font-bold">Sign in</h1>
        {message && (
          <p
            role="alert"
            className="rounded-md border border-red-700 bg-white p-3 font-semibold text-red-700"
          >
            {message}
          </p>
        )}
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <Field
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={result?.email}
            error={result?.fields.email}
            required
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={result?.fields.password}
            required
          />
          <Button type="submit" className="w-full" disabled={signingIn}>
            Sign in
          </Button>
        </Form>
        <a
          href={appPath(variant, "/forgotten-password")}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          Forgotten your password?
        </a>
      </section>
    </AppFrame>
  );
}
