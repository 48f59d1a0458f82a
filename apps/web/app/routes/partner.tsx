import { currentSession } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { PartnerFrame } from "~/features/partner-frame";
import { serverApi } from "~/lib/api.ts";
import { siteData } from "~/lib/site-data.ts";
import type { Route } from "./+types/partner";

/** spec/3 §5 the partner page, when the site has a partner (PARTNER_FRAME_URL); otherwise the page's 404. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const { partnerFrame } = await siteData(api, (await currentSession(api)).brand);
  if (!partnerFrame) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return partnerFrame;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? [{ title: shopTitle(data.title, matches[0]?.data?.brand.name) }] : [];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{loaderData.title}</h1>
      <PartnerFrame url={loaderData.url} title={loaderData.title} />
    </section>
  );
}
