import { useState } from "react";
import { UNSUPPORTED_ACCOUNT_CONSEQUENCE, UNSUPPORTED_ACCOUNT_TITLE } from "@merchant/domain/accounts";
import { CANCEL_LABEL } from "@merchant/domain/basket";
import { BranchPhoneAndEmail } from "~/ui/BranchContact.tsx";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { askBranchForTerms, type AccountChoice, type AccountQuestion } from "../account-compatibility.ts";
import { termsRequestFailure } from "../failure-messages.ts";
import { ASK_THE_BRANCH_LABEL, USE_BRANCH_ANYWAY_LABEL } from "../labels.ts";

type Unsupported = Extract<AccountQuestion, { step: "unsupported" }>;

type Props = {
  question: Unsupported | null;
  /** Use this branch anyway: `acceptUnsupported`; null: Cancel, Escape or the close button. */
  onAnswer: (choice: AccountChoice | null) => void;
};

/** The request of trade terms: resting while on its way (a second click sends nothing), then its answer. */
type Request = { status: "idle" | "sending" } | { status: "sent" | "failed"; message: string };

function UnsupportedBranchBody({
  branch,
  onAnswer,
}: {
  branch: Unsupported["branch"];
  onAnswer: Props["onAnswer"];
}) {
  const [request, setRequest] = useState<Request>({ status: "idle" });
  const resting = request.status === "sending" || request.status === "sent";

  const ask = async () => {
    if (resting) return;
    setRequest({ status: "sending" });
    try {
      setRequest({ status: "sent", message: await askBranchForTerms(branch.id) });
    } catch (error) {
      setRequest({ status: "failed", message: termsRequestFailure(error) });
    }
  };

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p>{UNSUPPORTED_ACCOUNT_CONSEQUENCE}</p>
      <div className="flex flex-col text-sm">
        <p className="font-semibold">
          {branch.brand} {branch.name}
        </p>
        <BranchPhoneAndEmail branch={branch} />
      </div>
      {request.status === "sent" && (
        <p
          role="status"
          className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
        >
          {request.message}
        </p>
      )}
      {request.status === "failed" && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {request.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-disabled={resting || undefined}
          onClick={() => void ask()}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {ASK_THE_BRANCH_LABEL}
        </Button>
        <Button onClick={() => onAnswer({ acceptUnsupported: true })}>{USE_BRANCH_ANYWAY_LABEL}</Button>
        <Button variant="secondary" data-autofocus onClick={() => onAnswer(null)}>
          {CANCEL_LABEL}
        </Button>
      </div>
    </div>
  );
}

/**
 * spec/2 §4: the new branch supports none of the trade user's accounts. The spec's refusal, what
 * going on means (the basket is emptied, nothing can be bought until a suitable account is
 * active), the branch's contact details and a way to ask it for trade terms. Cancel, the first
 * control focused, changes nothing.
 */
export function UnsupportedBranchDialog({ question, onAnswer }: Props) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onAnswer(null)}
      title={UNSUPPORTED_ACCOUNT_TITLE}
      {...(question ? { description: question.message } : {})}
    >
      {question && <UnsupportedBranchBody branch={question.branch} onAnswer={onAnswer} />}
    </Dialog>
  );
}
