import { ShoppingCart, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const linkClass =
  "relative flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold hover:bg-black/10";

type Props = { to: string; label: string; icon: ReactNode; text: string };

/** The accessible name is the label on every width, even where the visible text is hidden. */
function HeaderLink({ to, label, icon, text }: Props) {
  return (
    <Link to={to} className={linkClass} aria-label={label}>
      {icon}
      <span className="hidden md:inline">{text}</span>
    </Link>
  );
}

/**
 * The header's account and basket links. On a phone they show as icons with their
 * names read out; from 768 px the names show too. Signed in, the account link shows the
 * user's first name and leads to the account page.
 */
export function HeaderLinks({
  basketCount,
  signedInName,
}: {
  basketCount: number;
  signedInName: string | null;
}) {
  const items = basketCount === 1 ? "1 item" : `${basketCount} items`;
  return (
    <div className="flex items-center gap-1">
      <HeaderLink
        to={signedInName ? "/account" : "/account/login"}
        label={signedInName ? `Account, ${signedInName}` : "Account"}
        text={signedInName ?? "Account"}
        icon={<User aria-hidden="true" className="size-5" />}
      />
      <HeaderLink
        to="/basket"
        label={`Basket, ${items}`}
        text="Basket"
        icon={
          <span className="relative mr-1.5">
            <ShoppingCart aria-hidden="true" className="size-5" />
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs leading-5 font-bold text-ink"
            >
              {basketCount}
            </span>
          </span>
        }
      />
    </div>
  );
}
