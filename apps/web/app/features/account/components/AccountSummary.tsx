import { Link } from "react-router";
import type { SignedInUser } from "~/lib/api-types.ts";
import { buttonClass } from "~/ui/Button.tsx";

/**
 * Who is signed in, and the way out. A full page load for logout (spec/1 §2: no loading
 * spinner), so every part of the page starts again signed out.
 */
export function AccountSummary({ user }: { user: SignedInUser }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg">
        Signed in as <strong>{user.name}</strong> ({user.email})
      </p>
      <Link to="/account/logout" reloadDocument className={buttonClass("secondary")}>
        Log out
      </Link>
    </div>
  );
}
