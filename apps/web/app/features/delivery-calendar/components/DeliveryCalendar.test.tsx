// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { calendarDateOf, selectableDeliveryDates } from "@merchant/domain/checkout";
import { DeliveryCalendar, NO_DELIVERY_DATES } from "./DeliveryCalendar.tsx";

/**
 * What GET /api/checkout/delivery-dates gives a Monday-to-Friday branch with a lead of 2 days on
 * Monday 30 November 2026: Wednesday 2 December to Monday 11 January, bank holidays left out.
 */
const DATES = selectableDeliveryDates({
  today: calendarDateOf("2026-11-30")!,
  weekdays: [1, 2, 3, 4, 5],
  leadDays: 2,
});

/** The checkout page's use: the chosen day kept in its state, inside its form. */
function Checkout({
  dates = DATES,
  initial = null,
  onChange = () => {},
  error,
}: {
  dates?: readonly string[];
  initial?: string | null;
  onChange?: (date: string) => void;
  error?: string;
}) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <form aria-label="Checkout">
      <DeliveryCalendar
        dates={dates}
        selected={selected}
        onChange={(date) => {
          setSelected(date);
          onChange(date);
        }}
        error={error}
      />
    </form>
  );
}

const grid = () => screen.getByRole("grid");
const day = (name: string) => within(grid()).getByRole("button", { name });
const cellOf = (name: string) => day(name).closest("td")!;
const selectedCells = () => within(grid()).queryAllByRole("gridcell", { selected: true });
const form = () => screen.getByRole("form", { name: "Checkout" }) as HTMLFormElement;
const field = (name: string) => new FormData(form()).get(name);
const month = () => screen.getByRole("grid").getAttribute("aria-labelledby")!;
const monthShown = () => document.getElementById(month())!.textContent;

describe("the delivery calendar (issue 12; spec/1 §4 'Delivery calendar')", () => {
  it("shows the month of the first day offered, Monday first, each day named in full, the days not offered disabled", () => {
    render(<Checkout />);
    expect(screen.getByRole("heading", { name: "Delivery date" })).toBeTruthy();
    expect(monthShown()).toBe("December 2026");
    const headers = within(grid())
      .getAllByRole("columnheader")
      .map((header) => header.getAttribute("abbr"));
    expect(headers).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    // 1 December 2026 is a Tuesday: the first week starts with an empty Monday.
    const firstWeek = within(grid()).getAllByRole("row")[1]!;
    expect(firstWeek.querySelectorAll("td")[0]!.textContent).toBe("");
    expect(firstWeek.querySelectorAll("td")[1]!.textContent).toBe("1");
    expect(within(grid()).getAllByRole("button")).toHaveLength(31);

    expect(day("Thursday 3 December 2026").getAttribute("aria-disabled")).toBeNull();
    for (const closed of [
      "Tuesday 1 December 2026", // inside the lead time
      "Saturday 5 December 2026",
      "Sunday 6 December 2026",
      "Friday 25 December 2026", // Christmas Day
      "Monday 28 December 2026", // Boxing Day's substitute
    ]) {
      expect(day(closed).getAttribute("aria-disabled"), closed).toBe("true");
    }
  });

  it("gives a clicked day the selected style, and takes it from the day chosen before", () => {
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} />);
    expect(selectedCells()).toEqual([]);

    fireEvent.click(day("Thursday 3 December 2026"));
    expect(onChange).toHaveBeenLastCalledWith("2026-12-03");
    expect(day("Thursday 3 December 2026").className).toContain("is-selected");
    expect(selectedCells()).toEqual([cellOf("Thursday 3 December 2026")]);

    fireEvent.click(day("Tuesday 8 December 2026"));
    expect(onChange).toHaveBeenLastCalledWith("2026-12-08");
    expect(day("Tuesday 8 December 2026").className).toContain("is-selected");
    expect(day("Thursday 3 December 2026").className).not.toContain("is-selected");
    expect(selectedCells()).toEqual([cellOf("Tuesday 8 December 2026")]);
    expect(document.querySelectorAll(".is-selected")).toHaveLength(1);
  });

  it("does nothing when a day not offered is clicked", () => {
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} initial="2026-12-03" />);
    fireEvent.click(day("Saturday 5 December 2026"));
    fireEvent.click(day("Friday 25 December 2026"));
    expect(onChange).not.toHaveBeenCalled();
    expect(selectedCells()).toEqual([cellOf("Thursday 3 December 2026")]);
  });

  it("toggles the highlight style on the day under the pointer, and never on a day not offered", () => {
    render(<Checkout />);
    const thursday = day("Thursday 3 December 2026");
    fireEvent.mouseEnter(thursday);
    expect(thursday.className).toContain("is-highlighted");
    fireEvent.mouseLeave(thursday);
    expect(thursday.className).not.toContain("is-highlighted");

    const friday = day("Friday 4 December 2026");
    fireEvent.mouseEnter(friday);
    expect(friday.className).toContain("is-highlighted");
    fireEvent.mouseEnter(thursday);
    fireEvent.mouseLeave(friday);
    expect(friday.className).not.toContain("is-highlighted");
    expect(thursday.className).toContain("is-highlighted");

    const saturday = day("Saturday 5 December 2026");
    fireEvent.mouseEnter(saturday);
    expect(saturday.className).not.toContain("is-highlighted");
  });

  it("puts the day under 'Your order will be delivered on {date}' once chosen (spec/1 §9)", () => {
    render(<Checkout />);
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(day("Thursday 3 December 2026"));
    expect(screen.getByRole("status").textContent).toBe("Your order will be delivered on 03/12/2026");
    fireEvent.click(day("Thursday 31 December 2026"));
    expect(screen.getByRole("status").textContent).toBe("Your order will be delivered on 31/12/2026");
  });

  it("sends the chosen day in the form as DeliveryDate (YYYY-MM-DD) and DeliveryDateFormatted (DD/MM/YYYY) (spec/1 §3)", () => {
    render(<Checkout />);
    expect(field("DeliveryDate")).toBe("");
    expect(field("DeliveryDateFormatted")).toBe("");
    fireEvent.click(day("Wednesday 9 December 2026"));
    expect(field("DeliveryDate")).toBe("2026-12-09");
    expect(field("DeliveryDateFormatted")).toBe("09/12/2026");
  });

  it("moves between months with the previous and next buttons, only as far as days are offered", () => {
    render(<Checkout />);
    const previous = screen.getByRole("button", { name: "Previous month" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next month" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(monthShown()).toBe("January 2027");
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);

    fireEvent.click(day("Monday 4 January 2027"));
    expect(screen.getByRole("status").textContent).toBe("Your order will be delivered on 04/01/2027");
    expect(day("Tuesday 12 January 2027").getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous);
    expect(monthShown()).toBe("December 2026");
    // The choice stays while another month is shown.
    expect(field("DeliveryDate")).toBe("2027-01-04");
  });

  it("opens on the month of a day already chosen, and treats a day no longer offered as none", () => {
    const { unmount } = render(<Checkout initial="2027-01-05" />);
    expect(monthShown()).toBe("January 2027");
    expect(selectedCells()).toEqual([cellOf("Tuesday 5 January 2027")]);
    unmount();

    render(<Checkout initial="2026-12-05" />);
    expect(selectedCells()).toEqual([]);
    expect(field("DeliveryDate")).toBe("");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when the branch offers no days, and sends none", () => {
    render(<Checkout dates={[]} />);
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(NO_DELIVERY_DATES);
    expect(field("DeliveryDate")).toBe("");
  });

  it("shows the server's refusal of the day under the calendar", () => {
    const refusal = "We cannot deliver on 02/12/2026. Please choose one of the delivery dates offered.";
    render(<Checkout error={refusal} />);
    expect(screen.getByRole("alert").textContent).toBe(refusal);
    expect(screen.getByRole("region", { name: "Delivery date" }).getAttribute("aria-describedby")).toBe(
      screen.getByRole("alert").id,
    );
  });
});

describe("the delivery calendar by keyboard", () => {
  const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }));
  const focused = () => document.activeElement?.getAttribute("aria-label");

  it("has one tab stop: the first day offered, or the day chosen", () => {
    const { unmount } = render(<Checkout />);
    const stops = within(grid())
      .getAllByRole("button")
      .filter((button) => button.tabIndex === 0);
    expect(stops.map((button) => button.getAttribute("aria-label"))).toEqual(["Wednesday 2 December 2026"]);
    unmount();
    render(<Checkout initial="2026-12-10" />);
    const chosen = within(grid())
      .getAllByRole("button")
      .filter((button) => button.tabIndex === 0);
    expect(chosen.map((button) => button.getAttribute("aria-label"))).toEqual(["Thursday 10 December 2026"]);
  });

  it("moves a day with the left and right arrows and a week with up and down, over the days not offered too", () => {
    render(<Checkout />);
    act(() => day("Wednesday 2 December 2026").focus());
    press("ArrowRight");
    expect(focused()).toBe("Thursday 3 December 2026");
    press("ArrowDown");
    expect(focused()).toBe("Thursday 10 December 2026");
    press("ArrowUp");
    press("ArrowLeft");
    expect(focused()).toBe("Wednesday 2 December 2026");
    press("End");
    expect(focused()).toBe("Sunday 6 December 2026");
    // November offers nothing: the first of December is as far back as the calendar goes.
    press("Home");
    expect(monthShown()).toBe("December 2026");
    expect(focused()).toBe("Tuesday 1 December 2026");
  });

  it("goes to the week's ends with Home and End", () => {
    render(<Checkout />);
    act(() => day("Thursday 10 December 2026").focus());
    press("Home");
    expect(focused()).toBe("Monday 7 December 2026");
    press("End");
    expect(focused()).toBe("Sunday 13 December 2026");
  });

  it("turns the page when the arrows leave the month, and with Page Down and Page Up", () => {
    render(<Checkout />);
    act(() => day("Thursday 31 December 2026").focus());
    press("ArrowRight");
    expect(monthShown()).toBe("January 2027");
    expect(focused()).toBe("Friday 1 January 2027");
    press("PageUp");
    expect(monthShown()).toBe("December 2026");
    expect(focused()).toBe("Tuesday 1 December 2026");
    press("PageDown");
    expect(monthShown()).toBe("January 2027");
    expect(focused()).toBe("Friday 1 January 2027");
    // Nothing is offered after January: the last day of the last month is as far as it goes.
    press("PageDown");
    expect(monthShown()).toBe("January 2027");
    expect(focused()).toBe("Sunday 31 January 2027");
  });

  it("chooses the focused day with Enter or Space, not a day that is not offered", () => {
    const onChange = vi.fn();
    render(<Checkout onChange={onChange} />);
    act(() => day("Wednesday 2 December 2026").focus());
    press("Enter");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-02");
    expect(selectedCells()).toEqual([cellOf("Wednesday 2 December 2026")]);
    press("ArrowRight");
    press(" ");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-03");
    expect(selectedCells()).toEqual([cellOf("Thursday 3 December 2026")]);
    expect(screen.getByRole("status").textContent).toBe("Your order will be delivered on 03/12/2026");
    press("ArrowRight");
    press("ArrowRight");
    expect(focused()).toBe("Saturday 5 December 2026");
    press("Enter");
    press(" ");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(selectedCells()).toEqual([cellOf("Thursday 3 December 2026")]);
  });
});
