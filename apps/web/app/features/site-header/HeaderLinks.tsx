import { User } from "lucide-react";
import { Link } from "react-router";
import { headerControlClass } from "~/ui/header-control.ts";

/**
 * The header's account link. Below 1280 px it shows as an icon with its name read out; from 1280 px
 * the name shows too. Signed in, it shows the user's first name and leads to the account page.
 */
export function HeaderLinks({ signedInName }: { signedInName: string | null }) {
  return (
    <Link
      to={signedInName ? "/account" : "/account/login"}
      className={headerControlClass}
      aria-label={signedInName ? `Account, ${signedInName}` : "Account"}
    >
      <User aria-hidden="true" className="size-5" />
      <span className="hidden max-w-40 truncate xl:block">{signedInName ?? "Account"}</span>
    </Link>
  );
}
