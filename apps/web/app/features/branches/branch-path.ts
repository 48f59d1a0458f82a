import { STORE_FINDER_PATH } from "~/lib/paths.ts";

export { branchPath, STORE_FINDER_PATH } from "~/lib/paths.ts";

/**
 * spec/2 §2: a branch's page lives at /storefinder/store/{store-name-slug}-{id}. Slugs hold
 * hyphens themselves, so the id is what follows the last one; a bare id finds the branch too,
 * and its page then moves to its full address.
 */
export function branchIdFrom(slugAndId: string): number | null {
  const idText = slugAndId.slice(slugAndId.lastIndexOf("-") + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(idText)) return null;
  const id = Number(idText);
  return id <= 2_147_483_647 ? id : null;
}

/** The address of a branch known by its id alone (a branch-name search result): its page redirects to its full address. */
export function branchPathById(id: number): string {
  return `${STORE_FINDER_PATH}/store/${id}`;
}
