import { Form } from "react-router";
import type { SignedInUser } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";

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
        <Button type="submit" variant="secondary">
          Log out
        </Button>
      </Form>
    </div>
  );
}
