import { useEffect } from "react";
import { useLocation, useNavigate, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { AppHome, APP_VARIANTS } from "~/features/van-app";
import { appHome } from "~/features/van-app/pages.server.ts";
import { privateStoreTabs } from "~/features/private-store";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/van-app";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? APP_VARIANTS[data.variantId].name : "Stock and Go" },
    { name: "robots", content: "noindex" },
  ];
}

/** The van's stock is as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export const loader = ({ context, url }: Route.LoaderArgs) => appHome(serverApi(context), url);

/**
 * Taking selectTab out of the address changes nothing the loader reads: the page keeps its data
 * rather than asking again (4 calls; without a signal, a page kept by the worker would fail).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlySelectTabDropped =
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    nextUrl.search === "" &&
    currentUrl.searchParams.has("selectTab") &&
    [...currentUrl.searchParams.keys()].every((key) => key === "selectTab");
  return onlySelectTabDropped ? false : defaultShouldRevalidate;
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The stock-and-go app under /app and /appmears (issue 17; spec/3 §2). */
export default function VanApp({ loaderData }: Route.ComponentProps) {
  const { variantId, appUser, menu, basket, initialTab, dropSelectTab } = loaderData;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  // spec/3 §2: selectTab is removed from the address once it has chosen the tab.
  useEffect(() => {
    if (dropSelectTab) void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [dropSelectTab, navigate, pathname]);
  return (
    <AppHome
      variant={APP_VARIANTS[variantId]}
      appUser={appUser}
      menu={menu}
      basket={basket}
      initialTab={initialTab}
      onChanged={() => void revalidate()}
      // spec/3 §2 Private store tabs, for a private-store customer (decision 167).
      {...(appUser.role === "private_store" ? { featureTabs: privateStoreTabs() } : {})}
    />
  );
}
