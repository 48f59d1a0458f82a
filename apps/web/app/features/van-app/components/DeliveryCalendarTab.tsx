import { useState, type FormEvent } from "react";
import type { DeliveryDay } from "@merchant/contract";
import {
  DELIVERY_PRIORITIES,
  DELIVERY_TYPES,
  existingSlotChosenText,
  londonCalendarDay,
  SLOT_BOOKED,
  type DeliveryPriority,
  type DeliveryType,
  type SlotOption,
} from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import {
  bookDeliverySlot,
  cancelDeliverySlot,
  chooseExistingSlot,
  deliveryDayOf,
  type DayChoice,
} from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { DeliverySlotList } from "./DeliverySlotList.tsx";
import { ExistingSlotPicker } from "./ExistingSlotPicker.tsx";

const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

/**
 * spec/3 §2 Delivery calendar, §4 Delivery slot: pick a date with a priority and a type; the van's
 * bookings 1 to 7 days ahead are offered first; then the day's slots, one selected then booked,
 * the van's own cancelled to release it.
 */
export function DeliveryCalendarTab({ vanId }: { vanId: number | null }) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [choice, setChoice] = useState<DayChoice>(() => ({
    date: londonCalendarDay(Date.now() + 86_400_000),
    priority: "standard",
    type: "delivery",
  }));
  const [day, setDay] = useState<DeliveryDay | null>(null);
  const [offerExisting, setOfferExisting] = useState(false);

  async function show(wanted: DayChoice, offer: boolean) {
    const answer = await run(() => deliveryDayOf(browserApi, wanted));
    if (!answer) return;
    setDay(answer);
    setOfferExisting(offer && answer.existingSlots.length > 0);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void show(choice, true);
  }

  async function book(time: string) {
    const answer = await run(() => bookDeliverySlot(browserApi, { ...choiceOf(day!), time }));
    if (!answer) return;
    setDay(answer.day);
    setMessage({
      title: "Slot booked",
      text: answer.warning ? `${SLOT_BOOKED} ${answer.warning}` : SLOT_BOOKED,
    });
  }

  /** spec/3 §4, §7 sgsetdeliveryslotsession: the session keeps the slot, then its day opens. */
  async function pickExisting(slot: SlotOption) {
    if (vanId === null || !day) return;
    const chosen = await run(() => chooseExistingSlot(browserApi, { ...slot, vanId }));
    if (!chosen) return;
    await show({ ...choiceOf(day), date: slot.date }, false);
    setMessage({ title: "Delivery calendar", text: chosen.message });
  }

  async function cancel(bookingId: number) {
    const answer = await run(() => cancelDeliverySlot(browserApi, bookingId));
    if (answer) setDay(answer.day);
  }

  return (
    <section aria-labelledby="calendar-heading" className="flex flex-col gap-3">
      <h2 id="calendar-heading" className="px-4 text-xl font-bold">
        Delivery calendar
      </h2>
      <form className="grid grid-cols-2 items-end gap-3 px-4" onSubmit={submit}>
        <Field
          label="Delivery date"
          type="date"
          className="col-span-2"
          required
          value={choice.date}
          onChange={(event) => setChoice({ ...choice, date: event.target.value })}
        />
        <SelectField
          id="calendar-priority"
          label="Priority"
          value={choice.priority}
          options={optionsOf(DELIVERY_PRIORITIES)}
          onChange={(event) => setChoice({ ...choice, priority: event.target.value as DeliveryPriority })}
        />
        <SelectField
          id="calendar-type"
          label="Type"
          value={choice.type}
          options={optionsOf(DELIVERY_TYPES)}
          onChange={(event) => setChoice({ ...choice, type: event.target.value as DeliveryType })}
        />
        <Button type="submit" className="col-span-2" disabled={busy}>
          Show slots
        </Button>
      </form>
      {day && offerExisting ? (
        <ExistingSlotPicker
          slots={day.existingSlots}
          onPicked={(slot) => void pickExisting(slot)}
          onCancel={() => setOfferExisting(false)}
          onInvalid={(text) => setMessage({ title: "Sorry", text })}
        />
      ) : (
        day && (
          <>
            {day.chosenSlot && (
              <p role="status" className="px-4 font-semibold">
                {existingSlotChosenText(day.chosenSlot)}
              </p>
            )}
            <DeliverySlotList
              day={day}
              busy={busy}
              onBook={(time) => void book(time)}
              onCancel={(id) => void cancel(id)}
            />
          </>
        )
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </section>
  );
}

const choiceOf = ({ date, priority, type }: DeliveryDay): DayChoice => ({ date, priority, type });
