/**
 * spec/2 §2: a branch's page lives at /storefinder/store/{store-name-slug}-{id}. Slugs hold
 * hyphens themselves, so the id is what follows the last one.
 */
export const STORE_FINDER_PATH = "/storefinder";

export function branchPath(branch: { slug: string; id: number }): string {
  return `${STORE_FINDER_PATH}/store/${encodeURIComponent(branch.slug)}-${branch.id}`;
}

/** The branch id of a `{slug}-{id}` segment; null when there is no whole number after the last hyphen. */
export function branchIdFrom(slugAndId: string): number | null {
  const idText = slugAndId.slice(slugAndId.lastIndexOf("-") + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(idText)) return null;
  const id = Number(idText);
  return id <= 2_147_483_647 ? id : null;
}
