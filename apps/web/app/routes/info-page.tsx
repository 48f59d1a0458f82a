import {
  AggregateCalculator,
  BrickCalculator,
  StoveSizeCalculator,
  UnitConverter,
} from "~/features/calculators";
import { shopTitle } from "~/features/catalog";
import { InfoBlocks, infoPageFrom, type CalculatorSlot } from "~/features/info-pages";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/info-page";

/** An info page of the brand, its content from the database (issue 16); an unknown slug is the page's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return infoPageFrom(serverApi(context), params.slug);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: shopTitle(data.title, matches[0]?.data?.brand.name) },
    { name: "description", content: data.summary },
  ];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The calculators an info page places as widgets; a sent form goes to the calculator's own page. */
const calculatorWidget: CalculatorSlot = (calculator) => {
  switch (calculator) {
    case "stove-size":
      return <StoveSizeCalculator sent={null} />;
    case "aggregate":
      return <AggregateCalculator sent={null} bags={null} basketError={null} />;
    case "brick":
      return <BrickCalculator sent={null} />;
    case "unit-converter":
      return <UnitConverter sent={null} />;
  }
};

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{loaderData.title}</h1>
      <InfoBlocks blocks={loaderData.blocks} calculator={calculatorWidget} />
    </article>
  );
}
