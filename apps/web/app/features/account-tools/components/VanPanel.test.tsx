// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VEHICLE_ADDED, VEHICLE_NOT_FOUND } from "@merchant/domain/van";
import * as api from "../api.ts";
import { VanPanel } from "./VanPanel.tsx";

vi.mock("../api.ts", async (original) => ({
  ...(await original<typeof import("../api.ts")>()),
  findVehicles: vi.fn(),
  addVehicle: vi.fn(),
  setReplenishment: vi.fn(),
}));

const transit = {
  id: 7,
  registration: "CA21 RTR",
  description: "Ford Transit",
  replenishment: "automatic",
} as const;
const registration = () => screen.getByLabelText("Vehicle registration");
const label = () => screen.getByTestId("vehicle-label").textContent;
const type = (value: string) => act(() => void fireEvent.change(registration(), { target: { value } }));
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("spec/3 §4 the van panel", () => {
  it("looks a registration up 1500 ms after the last key, not before", async () => {
    vi.mocked(api.findVehicles).mockResolvedValue({ vehicles: [transit] });
    render(<VanPanel />);
    expect(label()).toBe("No Vehicle Set");
    await type("CA");
    await wait(1000);
    await type("CA2");
    await wait(1499);
    expect(api.findVehicles).not.toHaveBeenCalled();
    await wait(1);
    expect(api.findVehicles).toHaveBeenCalledTimes(1);
    expect(api.findVehicles).toHaveBeenCalledWith("CA2");
  });

  it("sets the vehicle a suggestion names, and an empty registration clears it to 'No Vehicle Set'", async () => {
    vi.mocked(api.findVehicles).mockResolvedValue({ vehicles: [transit] });
    render(<VanPanel />);
    await type("CA21");
    await wait(1500);
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "CA21 RTR · Ford Transit" })),
    );
    expect(label()).toBe("CA21 RTR");
    expect((registration() as HTMLInputElement).value).toBe("CA21 RTR");
    expect(screen.getByLabelText("Replenishment")).toHaveProperty("value", "automatic");
    await type("");
    expect(label()).toBe("No Vehicle Set");
  });

  it("opens the add-vehicle dialog for a registration the account has no van for, then says 'Vehicle Added'", async () => {
    vi.mocked(api.findVehicles).mockResolvedValue({ vehicles: [] });
    vi.mocked(api.addVehicle).mockResolvedValue({ vehicle: { ...transit, id: 9, registration: "AB12 CDE" } });
    render(<VanPanel />);
    await type("AB12 CDE");
    await wait(1500);
    await wait(0);
    const dialog = await vi.waitFor(() => screen.getByRole("dialog", { name: "Add a vehicle" }));
    expect(dialog.textContent).toContain(VEHICLE_NOT_FOUND);
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Ford Transit" } });
    await act(async () => void fireEvent.submit(screen.getByRole("button", { name: "Add vehicle" })));
    expect(api.addVehicle).toHaveBeenCalledWith({
      registration: "AB12 CDE",
      description: "Ford Transit",
      replenishment: "automatic",
    });
    expect(screen.getByRole("dialog", { name: "Vehicle Added" }).textContent).toContain(VEHICLE_ADDED);
    expect(label()).toBe("AB12 CDE");
  });
});
