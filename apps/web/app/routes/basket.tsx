import { BasketView, basketOf } from "~/features/basket";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/basket";

/**
 * The basket as it is now, priced at the branch in force: read live on every render, never from
 * a cache (the shop frame's basket takes it from here, so the header's count is right at once).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { basket: await basketOf(serverApi(context)) };
}

/** Nobody may keep a copy of a shopper's basket page, not even the browser's back button cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your Basket", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The basket page (spec/1 §2, spec/2 §2); its lines and totals come from the shop frame's basket. */
export default function BasketPage() {
  return <BasketView />;
}
