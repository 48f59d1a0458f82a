import { data } from "react-router";
import { shopTitle } from "~/features/catalog";
import { checkoutOptionsOf, isIdempotencyKey, SandboxChallenge } from "~/features/checkout";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/checkout-challenge";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Card check", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/checkout/challenge?reference=…&key=…`: the sandbox gateway's 3-D Secure check. Only when the
 * sandbox is the gateway, and only for a well-formed charge reference and checkout key; anything
 * else is the page's 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = url.searchParams.get("reference");
  const key = url.searchParams.get("key");
  if (!reference || !REFERENCE.test(reference) || !isIdempotencyKey(key))
    throw data("Not Found", { status: 404 });
  const { gateway } = await checkoutOptionsOf(serverApi(context));
  if (gateway.name !== "sandbox") throw data("Not Found", { status: 404 });
  return { reference, key };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CheckoutChallenge({ loaderData }: Route.ComponentProps) {
  return <SandboxChallenge reference={loaderData.reference} idempotencyKey={loaderData.key} />;
}
