import { useState } from "react";
import { BRICK_AREAS, BRICK_DIMENSIONS, bricksFor } from "@merchant/domain/calculators";
import type { SentValues } from "../calculators.ts";
import { CalculatorAnswer, CalculatorForm, ChoiceField } from "./CalculatorForm.tsx";

export const BRICK_FIELDS = ["dimension", "quantity"] as const;

const DIMENSION_CHOICES = BRICK_DIMENSIONS.map((dimension) => ({
  value: dimension,
  label: `${dimension.replaceAll("-", " x ")}mm`,
}));
const AREA_CHOICES = BRICK_AREAS.map((area) => ({ value: String(area), label: `${area} m²` }));

type Choice = SentValues<(typeof BRICK_FIELDS)[number]>;

/**
 * spec/3 §3, §5 brick calculator: a brick size and a wall area from the lists, then 'Calculate'
 * gives the count, or asks for both choices. The answer is worked out in the page; a form sent
 * without JavaScript is answered by the calculator's page.
 */
export function BrickCalculator({ sent }: { sent: Choice | null }) {
  const [asked, setAsked] = useState<Choice | null>(sent);
  const count = asked && bricksFor(asked.dimension, asked.quantity);
  return (
    <CalculatorForm
      label="Brick calculator"
      calculator="brick"
      onAnswer={(form) => {
        const fields = new FormData(form);
        setAsked({
          dimension: String(fields.get("dimension") ?? ""),
          quantity: String(fields.get("quantity") ?? ""),
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          label="Brick size (length x width x height)"
          name="dimension"
          value={sent?.dimension ?? ""}
          choices={DIMENSION_CHOICES}
        />
        <ChoiceField label="Wall area" name="quantity" value={sent?.quantity ?? ""} choices={AREA_CHOICES} />
      </div>
      {count &&
        (count.ok ? (
          <CalculatorAnswer>You need {count.value.toLocaleString("en-GB")} bricks</CalculatorAnswer>
        ) : (
          <CalculatorAnswer error>{count.message}</CalculatorAnswer>
        ))}
    </CalculatorForm>
  );
}
