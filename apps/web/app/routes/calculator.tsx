import { data, redirect } from "react-router";
import {
  AGGREGATE_INVALID_MESSAGE,
  estimateAggregate,
  isAggregateType,
  type AggregateType,
} from "@merchant/domain/calculators";
import {
  addBagsToBasket,
  AGGREGATE_FIELDS,
  AggregateCalculator,
  aggregateBagsFrom,
  aggregateBasket,
  basketItems,
  BRICK_FIELDS,
  BrickCalculator,
  CALCULATORS,
  isCalculatorSlug,
  sentValues,
  STOVE_FIELDS,
  StoveSizeCalculator,
  UNIT_FIELDS,
  UnitConverter,
  type CalculatorSlug,
} from "~/features/calculators";
import { shopTitle } from "~/features/catalog";
import { ApiError, serverApi } from "~/lib/api.ts";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import type { Route } from "./+types/calculator";

function calculatorOf(slug: string | undefined): CalculatorSlug {
  if (!isCalculatorSlug(slug)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return slug;
}

/** What the form was sent with (a GET form), and for a sound aggregate estimate the bags it is bought in. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = calculatorOf(params.calculator);
  const url = new URL(request.url);
  switch (slug) {
    case "stove-size":
      return { slug: "stove-size" as const, sent: sentValues(url, STOVE_FIELDS) };
    case "brick":
      return { slug: "brick" as const, sent: sentValues(url, BRICK_FIELDS) };
    case "unit-converter":
      return { slug: "unit-converter" as const, sent: sentValues(url, UNIT_FIELDS) };
    case "aggregate": {
      const sent = sentValues(url, AGGREGATE_FIELDS);
      const sound = sent && isAggregateType(sent.type) && estimateAggregate(sent).ok;
      const bags = sound ? await aggregateBagsFrom(serverApi(context), sent.type as AggregateType) : null;
      return { slug: "aggregate" as const, sent, bags };
    }
  }
}

/**
 * The aggregate's 'Add the bags to basket': the estimate is worked out again from the form's
 * sizes, its bags go into the basket in one call, and the shopper goes to the basket. A refusal
 * (no branch chosen, not enough stock) stays on the page in the basket's own words.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (calculatorOf(params.calculator) !== "aggregate")
    throw new Response("Method Not Allowed", { status: 405 });
  const form = await request.formData();
  const type = String(form.get("type") ?? "");
  const estimate = estimateAggregate({
    type,
    length: String(form.get("length") ?? ""),
    width: String(form.get("width") ?? ""),
    depth: String(form.get("depth") ?? ""),
  });
  if (!estimate.ok || !isAggregateType(type)) {
    return data({ basketError: AGGREGATE_INVALID_MESSAGE }, { status: 400 });
  }
  const api = serverApi(context);
  const items = basketItems(aggregateBasket(estimate.value, await aggregateBagsFrom(api, type)));
  if (items.length === 0) return data({ basketError: "There are no bags to add." }, { status: 400 });
  try {
    await addBagsToBasket(api, { items });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ basketError: error.message }, { status: error.status });
  }
  return redirect("/basket");
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const brand = matches[0]?.data?.brand;
  if (!page) return [];
  const calculator = CALCULATORS[page.slug];
  return [
    { title: shopTitle(calculator.title, brand?.name) },
    { name: "description", content: calculator.summary },
  ];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slug } = loaderData;
  const calculator = CALCULATORS[slug];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Breadcrumb
        items={[
          { label: "Calculators", to: "/calculators" },
          { label: calculator.title, to: `/calculators/${slug}` },
        ]}
      />
      <div>
        <h1 className="text-3xl font-bold text-ink">{calculator.title}</h1>
        <p className="mt-2 text-muted">{calculator.summary}</p>
      </div>
      {loaderData.slug === "stove-size" && <StoveSizeCalculator sent={loaderData.sent} />}
      {loaderData.slug === "aggregate" && (
        <AggregateCalculator
          sent={loaderData.sent}
          bags={loaderData.bags}
          basketError={actionData?.basketError ?? null}
        />
      )}
      {loaderData.slug === "brick" && <BrickCalculator sent={loaderData.sent} />}
      {loaderData.slug === "unit-converter" && <UnitConverter sent={loaderData.sent} />}
    </section>
  );
}
