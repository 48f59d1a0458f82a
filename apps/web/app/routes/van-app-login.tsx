import { AppSignIn, APP_VARIANTS } from "~/features/van-app";
import { signIn, signInPage } from "~/features/van-app/pages.server.ts";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/van-app-login";

export function meta({ data }: Route.MetaArgs) {
  const name = data ? APP_VARIANTS[data.variantId].name : "Stock and Go";
  return [{ title: `Sign in | ${name}` }, { name: "robots", content: "noindex" }];
}

export const loader = ({ context, url }: Route.LoaderArgs) => signInPage(serverApi(context), url);

/** The API renews the session; the web host hands its new cookie to the browser with the redirect. */
export const action = async ({ context, request, url }: Route.ActionArgs) =>
  signIn(serverApi(context), url, await request.formData());

export default function VanAppLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AppSignIn variant={APP_VARIANTS[loaderData.variantId]} result={actionData} notice={loaderData.notice} />
  );
}
