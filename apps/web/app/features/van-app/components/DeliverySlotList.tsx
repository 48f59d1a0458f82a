import { useState } from "react";
import type { DeliveryDay } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";

type Props = {
  day: DeliveryDay;
  busy: boolean;
  onBook: (time: string) => void;
  onCancel: (bookingId: number) => void;
};

/**
 * spec/3 §4 Delivery slot, §8: a day's slots with their free places, who reserved each place and
 * when, and the 24-hour warning; a slot is selected, then booked; the van's own booking cancelled.
 */
export function DeliverySlotList({ day, busy, onBook, onCancel }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const heading = `Slots on ${day.date.split("-").reverse().join("/")}`;
  return (
    <div className="flex flex-col gap-2 px-4">
      <h3 className="text-lg font-bold">{heading}</h3>
      <ul aria-label={heading} className="flex flex-col gap-2">
        {day.slots.map((slot) => (
          <li
            key={slot.time}
            className={cx(
              "flex flex-col gap-1 rounded-md border p-3",
              selected === slot.time ? "border-ink" : "border-line",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-bold">{slot.time}</span>
              <span className="text-sm">
                {slot.free} of {slot.places} free
              </span>
            </div>
            {slot.reservations.map((text, index) => (
              <p key={index} className="text-sm">
                {text}
              </p>
            ))}
            {slot.warning && <p className="text-sm font-bold text-red-700">{slot.warning}</p>}
            {slot.yourBookingId !== null ? (
              <Button
                variant="secondary"
                className="self-start"
                disabled={busy}
                onClick={() => onCancel(slot.yourBookingId!)}
              >
                Cancel booking {slot.time}
              </Button>
            ) : (
              slot.free > 0 && (
                <Button
                  variant="secondary"
                  className="self-start"
                  aria-pressed={selected === slot.time}
                  onClick={() => setSelected(slot.time)}
                >
                  Select {slot.time}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      <Button
        disabled={busy || selected === null}
        onClick={() => {
          if (selected) onBook(selected);
          setSelected(null);
        }}
      >
        Book selected slot
      </Button>
    </div>
  );
}
