/**
 * spec/2 §2–§3: a branch delivers to a place within its maximum delivery radius (the session's
 * 'deliverable' flag; outside every radius the shopper is asked for details instead), and only
 * when it takes web baskets (basket e-commerce active).
 */
export type DeliveringBranch = {
  readonly maxDeliveryDistanceMiles: number;
  readonly basketEcommerceActive: boolean;
};

export function deliversTo(branch: DeliveringBranch, distanceMiles: number): boolean {
  return branch.basketEcommerceActive && distanceMiles <= branch.maxDeliveryDistanceMiles;
}

/** spec/2 §9: distances are shown in miles to one decimal place. */
export function roundMiles(distanceMiles: number): number {
  return Math.round(distanceMiles * 10) / 10;
}
