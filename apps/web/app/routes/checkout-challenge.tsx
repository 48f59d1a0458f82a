import { data } from "react-router";
import { shopTitle } from "~/features/catalog";
import { checkoutOptionsOf, isIdempotencyKey, SandboxChallenge, StripeChallenge } from "~/features/checkout";
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
 * `/checkout/challenge?reference=…&key=…`: the card's 3-D Secure check, the sandbox gateway's
 * (Pass or Fail), or with Stripe its own step, run by Stripe.js with the client secret the
 * address's fragment carries (`#secret=…`, which no request sends: decision 129). Only for a
 * well-formed charge reference and checkout key; anything else is the page's 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = url.searchParams.get("reference");
  const key = url.searchParams.get("key");
  if (!reference || !REFERENCE.test(reference) || !isIdempotencyKey(key))
    throw data("Not Found", { status: 404 });
  const { gateway } = await checkoutOptionsOf(serverApi(context));
  if (gateway.name === "stripe" && gateway.publishableKey)
    return { reference, key, stripeKey: gateway.publishableKey };
  if (gateway.name !== "sandbox") throw data("Not Found", { status: 404 });
  return { reference, key };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CheckoutChallenge({ loaderData }: Route.ComponentProps) {
  const { reference, key } = loaderData;
  if ("stripeKey" in loaderData && loaderData.stripeKey)
    return <StripeChallenge publishableKey={loaderData.stripeKey} idempotencyKey={key} />;
  return <SandboxChallenge reference={reference} idempotencyKey={key} />;
}
