// What routes use of the calculators feature: the four calculators, their list and what their forms send.
export {
  CALCULATORS,
  CALCULATOR_SLUGS,
  isCalculatorSlug,
  sentValues,
  type CalculatorSlug,
} from "./calculators.ts";
export { aggregateBasket, basketItems } from "./aggregate-basket.ts";
export { AggregateCalculator, AGGREGATE_FIELDS } from "./components/AggregateCalculator.tsx";
export { BrickCalculator, BRICK_FIELDS } from "./components/BrickCalculator.tsx";
export { StoveSizeCalculator, STOVE_FIELDS } from "./components/StoveSizeCalculator.tsx";
export { UnitConverter, UNIT_FIELDS } from "./components/UnitConverter.tsx";
export { aggregateBagsFrom, addBagsToBasket } from "./api.ts";
