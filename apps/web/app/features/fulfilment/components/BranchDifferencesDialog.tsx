import {
  BRANCH_DIFFERENCES_TITLE,
  CANCEL_LABEL,
  CHANGE_BRANCH_LABEL,
  type BasketDiffTarget,
} from "@merchant/domain/basket";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import type { DifferencesQuestion } from "../basket-differences.ts";

type Props = {
  question: DifferencesQuestion | null;
  /** true: Change Branch; false: Cancel, Escape or the close button. */
  onAnswer: (change: boolean) => void;
};

function leadIn(target: BasketDiffTarget): string {
  return target.fulfilment === "collection"
    ? `Collecting from ${target.branchName} changes your basket:`
    : `Delivering to ${target.postcode} changes your basket:`;
}

/**
 * 'Branch differences' (spec/2 §4, §8): what the new branch or postcode does to the basket, line
 * by line, with Change Branch or Cancel. Cancel, the first control focused, changes nothing; it
 * may open over the store selector, which stays as it was underneath.
 */
export function BranchDifferencesDialog({ question, onAnswer }: Props) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onAnswer(false)}
      title={BRANCH_DIFFERENCES_TITLE}
      {...(question ? { description: leadIn(question.target) } : {})}
    >
      {question && (
        <>
          <ul aria-label="Changes to your basket" className="flex max-w-xl list-disc flex-col gap-2 pl-5">
            {question.lines.map((line, index) => (
              <li key={index}>{line.text}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button onClick={() => onAnswer(true)}>{CHANGE_BRANCH_LABEL}</Button>
            <Button variant="secondary" data-autofocus onClick={() => onAnswer(false)}>
              {CANCEL_LABEL}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
