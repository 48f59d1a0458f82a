import { AppForgottenPassword, APP_VARIANTS, variantOf } from "~/features/van-app";
import type { Route } from "./+types/van-app-forgotten-password";

export function meta({ data }: Route.MetaArgs) {
  const name = data ? APP_VARIANTS[data.variantId].name : "Stock and Go";
  return [{ title: `Forgotten password | ${name}` }, { name: "robots", content: "noindex" }];
}

export const loader = ({ url }: Route.LoaderArgs) => ({ variantId: variantOf(url.pathname).id });

/** spec/3 §5 the app's forgotten password, under /app and /appmears. */
export default function VanAppForgottenPassword({ loaderData }: Route.ComponentProps) {
  return <AppForgottenPassword variant={APP_VARIANTS[loaderData.variantId]} />;
}
