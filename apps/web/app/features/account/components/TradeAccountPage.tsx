import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import { ACCOUNT_HOME } from "../redirect-target.ts";

type Props = {
  title: ReactNode;
  /** Why a user without a trade account has nothing here (the API's 403), or null to show `children`. */
  refusal: string | null;
  /** The spec's page-type class (spec/2 §2 "Page types are recognised by body class"), on the page. */
  pageType?: string;
  children: ReactNode;
};

/**
 * A page of the account about the active trade account: the way back to the account, the page's
 * title, and its content, or why a user without a trade account has none with the way back.
 */
export function TradeAccountPage({ title, refusal, pageType, children }: Props) {
  return (
    <section className={cx(pageType, "mx-auto max-w-5xl px-4 py-8 md:py-12")}>
      <p className="mb-2 text-sm">
        <Link to={ACCOUNT_HOME} className="text-muted underline hover:text-ink">
          Your account
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {refusal === null ? (
        children
      ) : (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p>{refusal}</p>
          <Link to={ACCOUNT_HOME} className={buttonClass("secondary")}>
            Back to your account
          </Link>
        </div>
      )}
    </section>
  );
}
