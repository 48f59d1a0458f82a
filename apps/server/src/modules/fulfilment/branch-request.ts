/**
 * spec/2 §2 'Please Provide Your Details': a shopper outside every delivery radius sends their
 * details to the nearest branch, which is emailed through the outbox (so the request is kept even
 * if the mail server is down) and answers 'Thank you, order details have been sent to {branch}!'.
 */
import type { BranchRequestBody } from "@merchant/contract";
import { checkBranchRequest, STORE_LOOKUP_FAILED_MESSAGE } from "@merchant/domain/branches";
import { ORDER_SENT_TO_BRANCH_MESSAGE } from "@merchant/domain/quotes";
import { formatPounds } from "@merchant/domain/money";
import { fillMessage } from "@merchant/domain/shared";
import { invalid, notFound } from "../../lib/domain-errors.ts";
import type { Whereabouts } from "./service.ts";

export type BranchEmail = { kind: string; to: string; replyTo: string; subject: string; text: string };

type Details = Required<Omit<BranchRequestBody, "productId">> & { productId?: number };

/** A basket line as the branch reads it in the email. */
export type RequestedLine = { quantity: number; name: string; partNumber: string; unitExVat: number };

function basketText(lines: readonly RequestedLine[]): string[] {
  if (lines.length === 0) return ["Basket: empty"];
  return [
    "Basket (prices ex VAT at the branch the customer last chose):",
    ...lines.map(
      (line) =>
        `- ${line.quantity} × ${line.name} (${line.partNumber}) at ${formatPounds(line.unitExVat)} each`,
    ),
  ];
}

function emailText(
  details: Details,
  product: { name: string; partNumber: string } | undefined,
  lines: readonly RequestedLine[],
): string {
  return [
    "A customer outside our delivery area asks to be contacted about an order.",
    "",
    `Name: ${details.fname} ${details.lname}`,
    `Email: ${details.email}`,
    `Address: ${[details.address1, details.city, details.county, details.postcode].filter(Boolean).join(", ")}`,
    ...(product ? [`Asked from the page of: ${product.name} (${product.partNumber})`] : []),
    "",
    ...basketText(lines),
  ].join("\n");
}

export function createBranchRequest(
  where: Whereabouts,
  send: (email: BranchEmail) => Promise<void>,
  productName: (productId: number) => Promise<{ name: string; partNumber: string } | undefined>,
) {
  /** `basket`: the shopper's basket lines, read once the request is known to go (spec/2 §2: details and basket). */
  return async function requestFromBranch(details: Details, basket: () => Promise<RequestedLine[]>) {
    const errors = checkBranchRequest(details);
    if (Object.keys(errors).length > 0) throw invalid("Please check the details you entered", errors);
    const place = await where.locate(details.postcode);
    const [branch] = place ? await where.nearest(place, { delivering: false, limit: 1 }) : [];
    if (!branch) throw notFound(STORE_LOOKUP_FAILED_MESSAGE);
    const product = details.productId === undefined ? undefined : await productName(details.productId);
    await send({
      kind: "branch-request",
      to: branch.email,
      replyTo: details.email.trim(),
      subject: `Order enquiry from ${details.fname} ${details.lname} (${details.postcode.toUpperCase()})`,
      text: emailText(details, product, await basket()),
    });
    return {
      branch: { id: branch.id, name: branch.name },
      message: fillMessage(ORDER_SENT_TO_BRANCH_MESSAGE, { branch: branch.fullName }),
    };
  };
}
