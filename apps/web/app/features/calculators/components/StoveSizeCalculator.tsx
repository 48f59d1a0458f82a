import { useState } from "react";
import { stoveSizeFor, type RoomSize } from "@merchant/domain/calculators";
import { Field } from "~/ui/Field.tsx";
import type { SentValues } from "../calculators.ts";
import { CalculatorAnswer, CalculatorForm } from "./CalculatorForm.tsx";

export const STOVE_FIELDS = ["width", "length", "height"] as const;

/**
 * spec/1 §9 room-size stove output: the answer follows each size as it is typed ('Please enter
 * your room size' until all three are numbers of metres, then 'You need a Nkw stove').
 */
export function StoveSizeCalculator({ sent }: { sent: SentValues<(typeof STOVE_FIELDS)[number]> | null }) {
  const [room, setRoom] = useState<Record<keyof RoomSize, string>>({
    width: sent?.width ?? "",
    length: sent?.length ?? "",
    height: sent?.height ?? "",
  });
  const size = stoveSizeFor(room);
  return (
    <CalculatorForm label="Stove size calculator" calculator="stove-size" onAnswer={() => undefined}>
      <div className="grid gap-4 sm:grid-cols-3">
        {STOVE_FIELDS.map((side) => (
          <Field
            key={side}
            label={`Room ${side} (metres)`}
            name={side}
            inputMode="decimal"
            autoComplete="off"
            value={room[side]}
            onChange={(event) => setRoom({ ...room, [side]: event.currentTarget.value })}
          />
        ))}
      </div>
      <CalculatorAnswer>{size.ok ? size.value.message : size.message}</CalculatorAnswer>
    </CalculatorForm>
  );
}
