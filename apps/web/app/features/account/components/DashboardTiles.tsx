import {
  Building2,
  Car,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileText,
  KeyRound,
  MapPin,
  Package,
  ShoppingBasket,
  Truck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { TRADE_ACCOUNTS_SECTION_ID } from "./TradeAccounts.tsx";

/** `trade`: shown only to a user who holds a trade account. */
type Tile = { label: string; icon: LucideIcon; trade?: boolean } & ({ hash: string } | { to: string });

/**
 * spec/1 §2: the account dashboard's tiles that link elsewhere. Only to what the shop has today:
 * its own sections (hash links, which move down the page) and the pages a trade customer uses
 * from here. A tile joins this list when its page exists.
 */
const TILES: readonly Tile[] = [
  { label: "Trade accounts", hash: `#${TRADE_ACCOUNTS_SECTION_ID}`, icon: Building2 },
  { label: "Your details", hash: "#details", icon: UserRound },
  { label: "Change your password", hash: "#password", icon: KeyRound },
  { label: "Find a branch", to: "/storefinder", icon: MapPin },
  { label: "Your basket", to: "/basket", icon: ShoppingBasket },
  { label: "Your orders", to: "/account/orders", icon: Package },
  { label: "Partnering catalogue", to: "/account/partnering-catalogue", icon: ClipboardList, trade: true },
  { label: "Account payments", to: "/account/payments", icon: CreditCard, trade: true },
  { label: "Branch quotes", to: "/account/quotes", icon: FileText, trade: true },
  { label: "Branch orders", to: "/account/branch-orders", icon: Truck, trade: true },
  { label: "Vans and reporting keys", to: "/account/tools", icon: Car, trade: true },
  { label: "Reporting", to: "/account/reporting", icon: ChartColumn, trade: true },
];

const tileClass =
  "flex h-full min-h-24 flex-col items-start justify-between gap-3 rounded-lg border border-line bg-white p-4 font-semibold text-ink " +
  "hover:border-brand-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";

export function DashboardTiles({ tradeAccountHolder = false }: { tradeAccountHolder?: boolean }) {
  return (
    <nav aria-label="Account dashboard">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {TILES.filter((tile) => !tile.trade || tradeAccountHolder).map((tile) => {
          const content = (
            <>
              <tile.icon aria-hidden="true" className="size-6 text-brand-ink" />
              {tile.label}
            </>
          );
          return (
            <li key={tile.label}>
              {"hash" in tile ? (
                <a href={tile.hash} className={tileClass}>
                  {content}
                </a>
              ) : (
                <Link to={tile.to} className={tileClass}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
