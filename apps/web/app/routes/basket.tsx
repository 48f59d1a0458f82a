import { MINI_BASKET_EMPTY_MESSAGE } from "@merchant/domain/basket";
import { Link } from "react-router";
import { shopTitle } from "~/features/catalog";
import type { Route } from "./+types/basket";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your Basket", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The basket page the header links to. Adding to the basket arrives with the basket issue; until
 * then every basket is empty, and the page says so in the spec's words (spec/2 §2).
 */
export default function Basket() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-ink">Your Basket</h1>
      <p className="mt-4 text-lg text-ink">{MINI_BASKET_EMPTY_MESSAGE}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-on-brand hover:brightness-110"
      >
        Continue shopping
      </Link>
    </section>
  );
}
