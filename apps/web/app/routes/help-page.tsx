import { useRouteLoaderData } from "react-router";
import { CookieChoice } from "~/features/cookie-consent";
import { shopTitle } from "~/features/catalog";
import {
  deliveryChargeBands,
  isTrustPageSlug,
  TRUST_PAGE_CONTENT,
  TrustPage,
  type TrustFacts,
} from "~/features/trust-pages";
import { serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/help-page";

/** One of the trust pages (issue 15); the delivery page also reads the brand's charges. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.topic;
  if (!isTrustPageSlug(slug)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const chargeBands = slug === "delivery" ? (await deliveryChargeBands(serverApi(context))).bands : undefined;
  return { slug, chargeBands };
}

type Brand = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>["brand"];

const factsOf = (brand: Brand, chargeBands?: TrustFacts["chargeBands"]): TrustFacts => ({
  brandName: brand.name,
  company: brand.company,
  ...(chargeBands ? { chargeBands } : {}),
});

export function meta({ data, matches }: Route.MetaArgs) {
  const brand = matches[0]?.data?.brand;
  if (!data || !brand) return [];
  const content = TRUST_PAGE_CONTENT[data.slug](factsOf(brand));
  return [
    { title: shopTitle(content.title, brand.name) },
    { name: "description", content: content.description },
  ];
}

// An unknown page (404) shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { brand } = useRouteLoaderData<typeof rootLoader>("root")!;
  const content = TRUST_PAGE_CONTENT[loaderData.slug](factsOf(brand, loaderData.chargeBands));
  return <TrustPage content={content} slots={{ "cookie-choice": <CookieChoice /> }} />;
}
