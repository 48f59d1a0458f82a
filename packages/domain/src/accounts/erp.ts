/** spec/2 §1, §9: the ERP systems that hold trade accounts and branches. */
export const ERP_CODES = ["bistrack", "counteract", "ax", "opal"] as const;
export type Erp = (typeof ERP_CODES)[number];

/** The ERP systems by the names customers and branch staff know them (spec/2 §3 erpFriendly). */
export const ERP_FRIENDLY_NAMES: Readonly<Record<Erp, string>> = {
  bistrack: "BisTrack",
  counteract: "Counteract",
  ax: "Dynamics AX",
  opal: "Opal",
};

const normalised = (value: string): string => value.trim().toLowerCase();

/** The ERP a stored or received value names, whatever its case; null for an unknown one. */
export function parseErp(value: string): Erp | null {
  const code = normalised(value);
  return ERP_CODES.find((erp) => erp === code) ?? null;
}

/** spec/2 §4: ERP comparison ignores case ("AX" is ax). */
export function sameErp(a: string, b: string): boolean {
  return normalised(a) === normalised(b);
}

/** A trade account as the account calls return it: number and ERP. */
export type TradeAccountRef = { readonly accNumber: string; readonly erp: string };

/** spec/1 §7 GET /ajax/GetAccounts erpFilter values. */
export const ACCOUNTS_ERP_FILTER = { all: 0, siteNative: 1, branchNative: 2 } as const;
export type AccountsErpFilter = (typeof ACCOUNTS_ERP_FILTER)[keyof typeof ACCOUNTS_ERP_FILTER];

/**
 * spec/1 §7 GetAccounts: the accounts an ERP filter keeps. 0 all; 1 (the default) those native to
 * the site, in its ERP; 2 those in the branch's ERP, or, with no branch chosen, the site's.
 */
export function accountsByErp<T extends { readonly erp: string }>(
  accounts: readonly T[],
  filter: AccountsErpFilter,
  { siteErp, branchErp }: { siteErp: string; branchErp: string | null },
): T[] {
  if (filter === ACCOUNTS_ERP_FILTER.all) return [...accounts];
  const erp = filter === ACCOUNTS_ERP_FILTER.branchNative && branchErp !== null ? branchErp : siteErp;
  return accounts.filter((account) => sameErp(account.erp, erp));
}
