import { useId, useState } from "react";
import { checkExistingSlotChoice, type SlotOption } from "@merchant/domain/van";
import { Button } from "~/ui/Button.tsx";
import { SelectField } from "~/ui/SelectField.tsx";

type Props = {
  slots: readonly SlotOption[];
  onPicked: (slot: SlotOption) => void;
  /** Back to the date picker (spec/3 §4). */
  onCancel: () => void;
  onInvalid: (message: string) => void;
};

const keyOf = (slot: SlotOption) => `${slot.date} ${slot.time}`;

/**
 * spec/3 §4, §5 existing slots: the van's bookings 1 to 7 days ahead, offered before a new date;
 * one picked from the drop-down opens its day, no pick is 'Please select a valid date from the drop down.'
 */
export function ExistingSlotPicker({ slots, onPicked, onCancel, onInvalid }: Props) {
  const id = useId();
  const [picked, setPicked] = useState("");
  function use() {
    const [date, time] = picked.split(" ");
    const checked = checkExistingSlotChoice({ date: date ?? "", time: time ?? "" }, slots);
    if (checked.ok) onPicked(checked.value);
    else onInvalid(checked.message);
  }
  return (
    <div className="flex flex-col gap-3 px-4">
      <p>Your van already has deliveries booked in the next 7 days. Add to one of them?</p>
      <SelectField
        id={id}
        label="Existing slots"
        value={picked}
        options={[
          { value: "", label: "Choose a slot" },
          ...slots.map((slot) => ({
            value: keyOf(slot),
            label: `${slot.date.split("-").reverse().join("/")} ${slot.time}`,
          })),
        ]}
        onChange={(event) => setPicked(event.target.value)}
      />
      <div className="flex gap-2">
        <Button onClick={use}>Use this slot</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
