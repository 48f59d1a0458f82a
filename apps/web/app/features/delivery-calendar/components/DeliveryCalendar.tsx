import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  calendarDateOf,
  deliveryConfirmation,
  formatDeliveryDate,
  longDateOf,
  monthNameOf,
} from "@merchant/domain/checkout";
import { cx } from "~/ui/cx.ts";
import {
  addMonths,
  firstDayOf,
  lastDayOf,
  monthIndex,
  monthOf,
  shiftDay,
  shiftMonth,
  weekdayOf,
  weeksOf,
  type Month,
} from "../month-grid.ts";

type Props = {
  /** The days the delivering branch offers, "YYYY-MM-DD", in order (GET /api/checkout/delivery-dates). */
  dates: readonly string[];
  /** The chosen day, or null; a day not offered counts as none. */
  selected: string | null;
  onChange(date: string): void;
  /** The calendar's heading. */
  label?: string;
  /** The server's refusal of the chosen day (a 400 naming the delivery date), shown under the calendar. */
  error?: string | undefined;
};

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** Our words: the spec shows the calendar, not a branch without days (decision 124). */
export const NO_DELIVERY_DATES =
  "Sorry, there are no delivery dates available at the moment. Please contact your branch to arrange delivery.";

/**
 * The checkout's delivery calendar (issue 12; spec/1 §3 DeliveryDate and DeliveryDateFormatted,
 * §4 'Delivery calendar', §9): a month at a time, Monday first, the days not offered disabled.
 * Clicking a day gives it the selected style and takes it from the day chosen before; the day
 * under the pointer is highlighted. A grid for the keyboard: the arrow keys move a day or a week,
 * Home and End to the week's ends, Page Up and Page Down a month; Enter or Space chooses.
 * The form gets the day as YYYY-MM-DD and DD/MM/YYYY, and the line under the calendar reads
 * 'Your order will be delivered on {date}' once a day is chosen.
 */
export function DeliveryCalendar({ dates, selected, onChange, label = "Delivery date", error }: Props) {
  const headingId = useId();
  const monthId = useId();
  const errorId = useId();
  const offered = useMemo(() => new Set(dates), [dates]);
  const chosen = selected !== null && offered.has(selected) ? selected : null;
  const first = dates[0];
  const last = dates.at(-1);
  const range = first && last ? { from: monthOf(first), to: monthOf(last) } : null;

  const [view, setView] = useState<Month | null>(() => monthOf(chosen ?? first ?? "1970-01-01"));
  /** The one day reached with Tab (a roving tab stop): the chosen day, or the first offered in the month. */
  const [active, setActive] = useState<string | null>(chosen ?? first ?? null);
  const [hovered, setHovered] = useState<string | null>(null);
  const focusActive = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // New dates from the server (another postcode, another day): the calendar starts again where they
  // begin, unless the month shown is still among them (adjusting state while rendering, not in an effect).
  const datesKey = dates.join(",");
  const [shownKey, setShownKey] = useState(datesKey);
  if (shownKey !== datesKey) {
    setShownKey(datesKey);
    const within =
      view !== null &&
      range !== null &&
      monthIndex(view) >= monthIndex(range.from) &&
      monthIndex(view) <= monthIndex(range.to);
    if (!within && first) setView(monthOf(chosen ?? first));
    setActive(active !== null && offered.has(active) ? active : (chosen ?? first ?? null));
  }

  useEffect(() => {
    if (!focusActive.current || !active) return;
    focusActive.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
  }, [active, view]);

  if (!range || !view || !first || !last) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {label}
        </h3>
        <p role="status" className="rounded-md border border-line bg-surface p-3">
          {NO_DELIVERY_DATES}
        </p>
        <input type="hidden" name="DeliveryDate" value="" />
        <input type="hidden" name="DeliveryDateFormatted" value="" />
      </section>
    );
  }

  const earliestDay = firstDayOf(range.from);
  const latestDay = lastDayOf(range.to);
  const inMonth = (iso: string, month: Month) => iso.startsWith(firstDayOf(month).slice(0, 8));
  /** The day to reach with Tab on a month's page. */
  const entryDayOf = (month: Month) =>
    chosen && inMonth(chosen, month)
      ? chosen
      : (dates.find((date) => inMonth(date, month)) ?? firstDayOf(month));

  const showMonth = (month: Month) => {
    setView(month);
    setActive(entryDayOf(month));
  };

  const moveTo = (iso: string) => {
    const target = iso < earliestDay ? earliestDay : iso > latestDay ? latestDay : iso;
    const month = monthOf(target);
    if (monthIndex(month) !== monthIndex(view)) setView(month);
    focusActive.current = true;
    setActive(target);
  };

  const choose = (iso: string) => {
    if (!offered.has(iso)) return;
    setActive(iso);
    onChange(iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).dataset.date;
    if (!day) return;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(day, -1),
      ArrowRight: () => shiftDay(day, 1),
      ArrowUp: () => shiftDay(day, -7),
      ArrowDown: () => shiftDay(day, 7),
      Home: () => shiftDay(day, 1 - weekdayOf(day)),
      End: () => shiftDay(day, 7 - weekdayOf(day)),
      PageUp: () => shiftMonth(day, -1),
      PageDown: () => shiftMonth(day, 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(day);
    }
  };

  const tabStop = active && inMonth(active, view) ? active : entryDayOf(view);
  const canGoBack = monthIndex(view) > monthIndex(range.from);
  const canGoOn = monthIndex(view) < monthIndex(range.to);
  const confirmation = chosen ? deliveryConfirmation(chosen) : null;

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex w-full max-w-sm flex-col gap-3"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {label}
      </h3>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(addMonths(view, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
          className="inline-flex size-11 items-center justify-center rounded-md border border-line bg-white hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h4 id={monthId} aria-live="polite" className="text-base font-semibold">
          {monthNameOf(view)}
        </h4>
        <button
          type="button"
          onClick={() => showMonth(addMonths(view, 1))}
          disabled={!canGoOn}
          aria-label="Next month"
          className="inline-flex size-11 items-center justify-center rounded-md border border-line bg-white hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={monthId}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, name]) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-semibold text-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(view).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (day === null) return <td key={`blank-${i}`} />;
                const selectable = offered.has(day);
                const isSelected = day === chosen;
                const highlighted = selectable && day === hovered;
                return (
                  <td
                    key={day}
                    role="gridcell"
                    aria-selected={selectable ? isSelected : undefined}
                    className="p-0"
                  >
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-label={longDateOf(calendarDateOf(day)!)}
                      aria-disabled={selectable ? undefined : true}
                      onClick={() => choose(day)}
                      onFocus={() => setActive(day)}
                      onMouseEnter={() => setHovered(day)}
                      onMouseLeave={() => setHovered((current) => (current === day ? null : current))}
                      className={cx(
                        "delivery-day flex h-11 w-full items-center justify-center rounded-md text-sm tabular-nums transition-colors",
                        selectable
                          ? "cursor-pointer border font-semibold"
                          : "cursor-not-allowed text-muted line-through decoration-1 opacity-50",
                        selectable && !isSelected && !highlighted && "border-line bg-white text-ink",
                        highlighted && !isSelected && "is-highlighted border-brand-ink bg-accent/25 text-ink",
                        isSelected && "is-selected border-brand-ink bg-brand text-on-brand",
                        isSelected && highlighted && "is-highlighted",
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <input type="hidden" name="DeliveryDate" value={chosen ?? ""} />
      <input
        type="hidden"
        name="DeliveryDateFormatted"
        value={(chosen && formatDeliveryDate(chosen)) ?? ""}
      />
      {/* Always in the page, so a screen reader hears the confirmation when a day is chosen. */}
      <p role="status" className={confirmation ? "font-semibold" : "sr-only"}>
        {confirmation}
      </p>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800"
        >
          {error}
        </p>
      )}
    </section>
  );
}
