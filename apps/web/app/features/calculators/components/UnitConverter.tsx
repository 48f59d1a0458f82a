import { useState } from "react";
import { convertLength, LENGTH_UNITS, type LengthUnit } from "@merchant/domain/calculators";
import { Field } from "~/ui/Field.tsx";
import type { SentValues } from "../calculators.ts";
import { CalculatorForm } from "./CalculatorForm.tsx";

export const UNIT_FIELDS = LENGTH_UNITS;

const UNIT_LABELS: Record<LengthUnit, string> = {
  mm: "Millimetres (mm)",
  cm: "Centimetres (cm)",
  inch: "Inches",
  feet: "Feet",
};

const EMPTY = { mm: "", cm: "", inch: "", feet: "" };

/** Without JavaScript the form is sent: the first field filled in is the one converted. */
function fromSent(sent: SentValues<(typeof UNIT_FIELDS)[number]> | null): Record<LengthUnit, string> {
  const typed = LENGTH_UNITS.find((unit) => (sent?.[unit] ?? "").trim() !== "");
  return typed ? convertLength(typed, sent![typed]!) : EMPTY;
}

/** spec/2 §5, §9 unit converter: typing in one field converts it into the other three as each key is typed; emptying one clears all. */
export function UnitConverter({ sent }: { sent: SentValues<(typeof UNIT_FIELDS)[number]> | null }) {
  const [lengths, setLengths] = useState<Record<LengthUnit, string>>(() => fromSent(sent));
  return (
    <CalculatorForm label="Unit converter" calculator="unit-converter" onAnswer={() => undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {LENGTH_UNITS.map((unit) => (
          <Field
            key={unit}
            label={UNIT_LABELS[unit]}
            name={unit}
            inputMode="decimal"
            autoComplete="off"
            value={lengths[unit]}
            onChange={(event) => setLengths(convertLength(unit, event.currentTarget.value))}
          />
        ))}
      </div>
    </CalculatorForm>
  );
}
