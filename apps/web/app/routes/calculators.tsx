import { Link } from "react-router";
import { CALCULATOR_SLUGS, CALCULATORS } from "~/features/calculators";
import { shopTitle } from "~/features/catalog";
import type { Route } from "./+types/calculators";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Calculators", matches[0]?.data?.brand.name) },
    { name: "description", content: "Stove size, aggregate, brick and length calculators for your project." },
  ];
}

/** The shop's calculators, each a page of its own (issue 16). */
export default function Calculators() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-ink">Calculators</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CALCULATOR_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              to={`/calculators/${slug}`}
              className="flex h-full flex-col gap-1 rounded-lg border border-line bg-white p-4 hover:bg-surface"
            >
              <span className="text-lg font-bold text-brand-ink underline">{CALCULATORS[slug].title}</span>
              <span className="text-muted">{CALCULATORS[slug].summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
