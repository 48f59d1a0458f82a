/**
 * A new card as typed into a form (spec/1 §3 checkout card fields, which the account payment
 * screen's card takes too), in the spec's field names, and its type detected as it is typed
 * (spec/1 §3 CardTypeID): types 3 and 5 show the issue-number field.
 */
import { cardBrand, detectCardType, needsIssueNumber, type CardTypeId } from "@merchant/domain/checkout";

export type CardEntry = {
  CardNumber: string;
  IssueNumber: string;
  SecurityNumber: string;
  EndM: string;
  EndY: string;
  StartM: string;
  StartY: string;
  FullName: string;
};

export type CardEntryField = keyof CardEntry;

/** The fields an error is shown under (a date's under its month), in the order they are shown. */
export const CARD_ERROR_FIELDS = [
  "CardNumber",
  "IssueNumber",
  "EndM",
  "StartM",
  "SecurityNumber",
  "FullName",
] as const;
export type CardErrorField = (typeof CARD_ERROR_FIELDS)[number];

export const EMPTY_CARD_ENTRY: CardEntry = {
  CardNumber: "",
  IssueNumber: "",
  SecurityNumber: "",
  EndM: "",
  EndY: "",
  StartM: "",
  StartY: "",
  FullName: "",
};

export type DetectedCard = { typeId: CardTypeId; brand: string; issueNumber: boolean };

/** The card type of what has been typed so far (spaces allowed), or null while it fits none. */
export function detectedCard(number: string): DetectedCard | null {
  const typeId = detectCardType(number);
  return typeId === null ? null : { typeId, brand: cardBrand(typeId), issueNumber: needsIssueNumber(typeId) };
}
