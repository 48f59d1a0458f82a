import { Form } from "react-router";
import type { SignedInUser } from "@merchant/contract";

/** Where the "Log out" button posts (routes/account-logout.tsx). */
const LOGOUT_PATH = "/account/logout";

/**
 * Who is signed in, and the way out. Logging out changes state, so it is a POST (a form whose
 * button looks as the link did), never a link another site could follow or embed
 * (docs/decisions/080-sign-in-and-out.md). The form reloads the document (spec/1 §2: no loading
 * spinner), so every part of the page starts again signed out; it works without JavaScript too.
 */
export function AccountSummary({ user }: { user: SignedInUser }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg">
        Signed in as <strong>{user.name}</strong> ({user.email})
      </p>
      <Form method="post" action={LOGOUT_PATH} reloadDocument>
        {/* spec/1 §2 'Logout link': a button that looks like one. */}
        <button
          type="submit"
          className="min-h-11 font-semibold text-brand-ink underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
        >
          Log out
        </button>
      </Form>
    </div>
  );
}
