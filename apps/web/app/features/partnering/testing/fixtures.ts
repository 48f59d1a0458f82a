/** Replies of the partnering catalogue's calls, as the API gives them, for component tests. */
import type { PartneringCatalogue, PartneringItem, TradeAccount } from "@merchant/contract";
import { SAMS_ACCOUNT } from "~/lib/testing/sessions.ts";

/** The trade user's active account. */
export const activeAccount: TradeAccount = SAMS_ACCOUNT;

export function partneringItem(fields: {
  id: number;
  name: string;
  quantity: number;
  exVat: number;
  isTally?: boolean;
}): PartneringItem {
  const slug = fields.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  return {
    product: {
      id: fields.id,
      slug,
      partNumber: `P${fields.id}`,
      name: fields.name,
      image: { url: `/media/products/${fields.id}/1.svg`, alt: fields.name },
      isTally: fields.isTally ?? false,
      unitOfSale: fields.isTally ? { unit: "m", packSize: null } : { unit: "each", packSize: null },
    },
    quantity: fields.quantity,
    price: { exVat: fields.exVat, incVat: Math.round(fields.exVat * 1.2) },
    addedAt: "2026-03-14T10:30:00.000Z",
  };
}

/** 25 bags at £6.50 ex VAT (£7.80 inc). */
export const cement = partneringItem({ id: 70, name: "Portland Cement 25kg", quantity: 25, exVat: 650 });
export const screws = partneringItem({ id: 71, name: "Wood Screws 4x40mm (200)", quantity: 4, exVat: 899 });

export function catalogueOf(
  items: PartneringItem[],
  branch: PartneringCatalogue["branch"] = { id: 3, name: "Burwood Ipswich" },
): PartneringCatalogue {
  return { account: { id: 11, accNumber: "CAR1001", name: "Carter Construction Ltd" }, branch, items };
}
