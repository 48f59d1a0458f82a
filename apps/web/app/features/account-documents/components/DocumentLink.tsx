import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AccountDocumentType } from "@merchant/contract";
import { logDocumentClick } from "../api.ts";

/** Whatever happens to the log, the link goes on: a handler that threw would stop the navigation. */
function logQuietly(type: AccountDocumentType, accountId: number | undefined) {
  try {
    logDocumentClick(type, accountId);
  } catch {
    // Not logged; the document opens all the same.
  }
}

type Props = {
  to: string;
  /** What kind of document it opens: logged when it is clicked (spec/1 §7 logdocumentclick). */
  type: AccountDocumentType;
  /** The trade account the document belongs to; the session's active one when absent. */
  accountId?: number;
  className?: string;
  children: ReactNode;
};

/**
 * A link to an account document. Opening it tells the shop which type of document was opened;
 * the answer is not shown and a failure never stops the link (the beacon is fire and forget).
 */
export function DocumentLink({ to, type, accountId, className, children }: Props) {
  return (
    <Link to={to} data-document-type={type} className={className} onClick={() => logQuietly(type, accountId)}>
      {children}
    </Link>
  );
}
