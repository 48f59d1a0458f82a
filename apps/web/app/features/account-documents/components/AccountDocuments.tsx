import { FileText } from "lucide-react";
import { DocumentLink } from "./DocumentLink.tsx";
import { OnlineInvoices } from "./OnlineInvoices.tsx";

/** Where a trade account's statement is: a printable page of its own. */
export const statementPath = (accountId: number) => `/account/statement?account=${accountId}`;

type Props = {
  account: { id: number; accNumber: string };
  /** When it asked for online invoices (ISO); null when it has not. */
  onlineInvoicesRequestedAt: string | null;
};

/**
 * The documents of one trade account on the dashboard's card: its statement, and the request
 * that its invoices be sent online (spec/1 §2 account pages, §4 online-invoice activation).
 */
export function AccountDocuments({ account, onlineInvoicesRequestedAt }: Props) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <DocumentLink
        to={statementPath(account.id)}
        type="statement"
        accountId={account.id}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-ink underline underline-offset-2"
      >
        <FileText aria-hidden="true" className="size-5" />
        Statement of account <span className="sr-only">for {account.accNumber}</span>
      </DocumentLink>
      <OnlineInvoices
        accountId={account.id}
        accNumber={account.accNumber}
        requestedAt={onlineInvoicesRequestedAt}
      />
    </div>
  );
}
