// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bookDeliverySlot, cancelDeliverySlot, chooseExistingSlot, deliveryDayOf } from "../api.ts";
import { DeliveryCalendarTab } from "./DeliveryCalendarTab.tsx";

const WARNING =
  "PLEASE NOTE: Delivery is within a 24 Hour Period, Please phone the branch to confirm availability and delivery slot.";
const day = (yourBookingId: number | null, existingSlots: { date: string; time: string }[] = []) => ({
  date: "2026-12-02",
  priority: "standard" as const,
  type: "delivery" as const,
  existingSlots,
  slots: [
    {
      time: "08:00-10:00",
      places: 3,
      free: 2,
      warning: WARNING,
      yourBookingId: null,
      reservations: ["Slot reserved by customer DAL1001 on 28/11/2026."],
    },
    {
      time: "14:00-16:00",
      places: 1,
      free: yourBookingId ? 0 : 1,
      warning: null,
      yourBookingId,
      reservations: [],
    },
  ],
});

vi.mock("../api.ts", () => ({
  deliveryDayOf: vi.fn(async () => day(null)),
  bookDeliverySlot: vi.fn(async () => ({
    message: "Success: Your Selected Slot has been booked.",
    warning: null,
    day: day(7),
  })),
  cancelDeliverySlot: vi.fn(async () => ({ day: day(null) })),
  chooseExistingSlot: vi.fn(async () => ({
    success: true,
    message: "Your van's next delivery goes in your slot on 04/12/2026 at 10:00-12:00.",
    slot: { date: "2026-12-04", time: "10:00-12:00", vanId: 12 },
  })),
}));

describe("spec/3 §2 Delivery calendar, §4 Delivery slot", () => {
  it("shows the day's slots with who reserved them and the 24-hour warning, selects then books, and cancels", async () => {
    render(<DeliveryCalendarTab vanId={12} />);
    fireEvent.change(screen.getByLabelText("Delivery date"), { target: { value: "2026-12-02" } });
    fireEvent.change(screen.getByLabelText("Priority"), { target: { value: "urgent" } });
    fireEvent.click(screen.getByRole("button", { name: "Show slots" }));
    expect(await screen.findByText("Slot reserved by customer DAL1001 on 28/11/2026.")).toBeTruthy();
    expect(deliveryDayOf).toHaveBeenLastCalledWith(expect.anything(), {
      date: "2026-12-02",
      priority: "urgent",
      type: "delivery",
    });
    expect(screen.getByText(WARNING)).toBeTruthy();
    const book = screen.getByRole("button", { name: "Book selected slot" }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Select 14:00-16:00" }));
    fireEvent.click(book);
    expect(await screen.findByText("Success: Your Selected Slot has been booked.")).toBeTruthy();
    expect(bookDeliverySlot).toHaveBeenLastCalledWith(expect.anything(), {
      date: "2026-12-02",
      priority: "standard",
      type: "delivery",
      time: "14:00-16:00",
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking 14:00-16:00" }));
    await vi.waitFor(() => expect(cancelDeliverySlot).toHaveBeenLastCalledWith(expect.anything(), 7));
  });

  it("offers the van's bookings 1 to 7 days ahead first, refusing no pick with the spec's words", async () => {
    vi.mocked(deliveryDayOf).mockResolvedValueOnce(day(null, [{ date: "2026-12-04", time: "10:00-12:00" }]));
    render(<DeliveryCalendarTab vanId={12} />);
    fireEvent.click(screen.getByRole("button", { name: "Show slots" }));
    fireEvent.click(await screen.findByRole("button", { name: "Use this slot" }));
    expect(await screen.findByText("Please select a valid date from the drop down.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.change(screen.getByLabelText("Existing slots"), {
      target: { value: "2026-12-04 10:00-12:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Use this slot" }));
    // spec/3 §4: the session value is set (sgsetdeliveryslotsession), then the slot's day opens.
    expect(
      await screen.findByText("Your van's next delivery goes in your slot on 04/12/2026 at 10:00-12:00."),
    ).toBeTruthy();
    expect(chooseExistingSlot).toHaveBeenLastCalledWith(expect.anything(), {
      date: "2026-12-04",
      time: "10:00-12:00",
      vanId: 12,
    });
    expect(deliveryDayOf).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ date: "2026-12-04" }),
    );
  });

  it("names the existing slot the session keeps above the day's slots", async () => {
    vi.mocked(deliveryDayOf).mockResolvedValueOnce({
      ...day(null),
      chosenSlot: { date: "2026-12-02", time: "14:00-16:00" },
    });
    render(<DeliveryCalendarTab vanId={12} />);
    fireEvent.click(screen.getByRole("button", { name: "Show slots" }));
    expect(
      await screen.findByText("Your van's next delivery goes in your slot on 02/12/2026 at 14:00-16:00."),
    ).toBeTruthy();
  });

  it("returns to the date picker when the existing slots are cancelled", async () => {
    vi.mocked(deliveryDayOf).mockResolvedValueOnce(day(null, [{ date: "2026-12-04", time: "10:00-12:00" }]));
    render(<DeliveryCalendarTab vanId={12} />);
    fireEvent.click(screen.getByRole("button", { name: "Show slots" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Select 08:00-10:00" })).toBeTruthy();
  });
});
