import { CHOOSE_ACCOUNT_MESSAGE, CHOOSE_ACCOUNT_TITLE } from "@merchant/domain/accounts";
import { CANCEL_LABEL } from "@merchant/domain/basket";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import type { AccountChoice, AccountQuestion } from "../account-compatibility.ts";

type Props = {
  question: Extract<AccountQuestion, { step: "choose" }> | null;
  /** The account picked; null: Cancel, Escape or the close button. */
  onAnswer: (choice: AccountChoice | null) => void;
};

/**
 * spec/2 §4 account selection: several of the trade user's accounts can be used at the new branch
 * (or the active one is not native), so the shopper picks one, which the change makes active.
 * Each account is a button naming its number, name and ERP. Cancel, the first control focused,
 * changes nothing.
 */
export function AccountChoiceDialog({ question, onAnswer }: Props) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onAnswer(null)}
      title={CHOOSE_ACCOUNT_TITLE}
      description={CHOOSE_ACCOUNT_MESSAGE}
    >
      {question && (
        <>
          <ul aria-label="Your trade accounts" className="flex max-w-xl flex-col gap-2">
            {question.accounts.map((account) => (
              <li key={account.id}>
                <Button
                  variant="secondary"
                  className="w-full flex-wrap justify-start gap-x-2 py-2 text-left"
                  onClick={() => onAnswer({ accountId: account.id })}
                >
                  <span className="font-bold">{account.accNumber}</span> <span>{account.name}</span>{" "}
                  <span className="font-normal text-muted">({account.erpFriendly})</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button variant="secondary" data-autofocus onClick={() => onAnswer(null)}>
              {CANCEL_LABEL}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
