import type { ReactNode } from "react";
import type { TradeAccount } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { NO_TRADE_ACCOUNT_MESSAGE, TRADE_ACCOUNTS_UNREADABLE_MESSAGE } from "../trade-account-words.ts";
import { useAccountSwitch } from "../use-account-switch.ts";
import { ActiveAccountSelect } from "./ActiveAccountSelect.tsx";
import { RequestTermsDialog } from "./RequestTermsDialog.tsx";
import { TradeAccountCard } from "./TradeAccountCard.tsx";

/** The dashboard's trade accounts section; its id is the target of the dashboard's tile. */
export const TRADE_ACCOUNTS_SECTION_ID = "trade-accounts";

/**
 * The user's trade accounts (spec/1 §2 account dashboard, §4 account switch; spec/2 §3): each
 * with its credit, the active one marked, and the selector that switches between them. A user
 * with none (a consumer) reads one line saying so. `null`: the shop could not read them.
 */
export function TradeAccounts({
  accounts,
  cardExtras,
}: {
  accounts: readonly TradeAccount[] | null;
  /** What the page adds at the foot of each account's card (its documents, from another feature). */
  cardExtras?: (account: TradeAccount) => ReactNode;
}) {
  return (
    <section id={TRADE_ACCOUNTS_SECTION_ID} aria-labelledby="trade-accounts-heading" className="scroll-mt-4">
      <h2 id="trade-accounts-heading" className="mb-4 text-xl font-bold">
        Trade accounts
      </h2>
      {accounts === null ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {TRADE_ACCOUNTS_UNREADABLE_MESSAGE}
        </p>
      ) : accounts.length === 0 ? (
        <p>{NO_TRADE_ACCOUNT_MESSAGE}</p>
      ) : (
        <AccountSwitcher accounts={accounts} cardExtras={cardExtras} />
      )}
    </section>
  );
}

function AccountSwitcher({
  accounts,
  cardExtras,
}: {
  accounts: readonly TradeAccount[];
  cardExtras?: (account: TradeAccount) => ReactNode;
}) {
  const activeId = accounts.find((account) => account.active)?.id ?? null;
  const { selectedId, switching, failure, offer, choose, closeOffer } = useAccountSwitch(activeId);
  return (
    <div className="flex flex-col gap-6">
      <ActiveAccountSelect
        accounts={accounts}
        selectedId={selectedId}
        switching={switching}
        failure={failure}
        onChoose={(accountId) => void choose(accountId)}
      />
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your trade accounts">
        {accounts.map((account) => (
          <TradeAccountCard key={account.id} account={account}>
            {cardExtras?.(account)}
          </TradeAccountCard>
        ))}
      </ul>
      {offer?.outcome === "trade-terms-enquiry" && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) closeOffer();
          }}
          title={offer.title}
          description={offer.message}
        >
          <Button onClick={closeOffer}>OK</Button>
        </Dialog>
      )}
      {offer?.outcome === "request-terms" && <RequestTermsDialog offer={offer} onClose={closeOffer} />}
    </div>
  );
}
