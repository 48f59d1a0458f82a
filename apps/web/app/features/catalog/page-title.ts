/** "Sawn Timber | Burwood Building Supplies": the page first, as tabs and search results cut the end off. */
export function shopTitle(page: string, brandName: string | undefined): string {
  return brandName ? `${page} | ${brandName}` : page;
}
