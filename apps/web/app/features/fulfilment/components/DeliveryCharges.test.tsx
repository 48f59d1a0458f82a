// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { DeliveryCharges } from "./DeliveryCharges.tsx";

vi.mock("../api.ts");

const lookUp = (postcode: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole("textbox", { name: "Postcode for delivery charges" }), {
      target: { value: postcode },
    });
    fireEvent.click(screen.getByRole("button", { name: "Show delivery charges" }));
  });

beforeEach(() => vi.resetAllMocks());

describe("delivery charges lookup (spec/2 §2, §5)", () => {
  it("starts from the delivery postcode, also one set after it was shown", () => {
    const { rerender } = render(<DeliveryCharges initialPostcode={null} />);
    const box = () =>
      screen.getByRole("textbox", { name: "Postcode for delivery charges" }) as HTMLInputElement;
    expect(box().value).toBe("");
    rerender(<DeliveryCharges initialPostcode="IP4 2BX" />);
    expect(box().value).toBe("IP4 2BX");
  });

  it("asks for a valid postcode without calling the shop", async () => {
    render(<DeliveryCharges initialPostcode={null} />);
    await lookUp("not one");
    expect(screen.getByRole("alert").textContent).toBe(
      "Please enter a valid postcode to show delivery information.",
    );
    expect(api.deliveryCharges).not.toHaveBeenCalled();
  });

  it("says the same when the shop does not know the postcode", async () => {
    vi.mocked(api.deliveryCharges).mockRejectedValue(
      new ApiError(404, { code: "not_found", message: "Unknown" }),
    );
    render(<DeliveryCharges initialPostcode={null} />);
    await lookUp("ZE1 0AA");
    expect(screen.getByRole("alert").textContent).toBe(
      "Please enter a valid postcode to show delivery information.",
    );
  });

  it("shows the price table with the postcode's own band marked", async () => {
    vi.mocked(api.deliveryCharges).mockResolvedValue({
      postcode: "IP4 2BX",
      branch: { id: 3, name: "Ipswich", fullName: "Burwood Ipswich" },
      distanceMiles: 12.3,
      deliverable: true,
      bands: [
        { fromMiles: 0, upToMiles: 10, chargeExVat: 1500, chargeIncVat: 1800, applies: false },
        { fromMiles: 10, upToMiles: 20, chargeExVat: 2500, chargeIncVat: 3000, applies: true },
      ],
    });
    render(<DeliveryCharges initialPostcode="IP4 2BX" />);
    await lookUp("ip4 2bx");
    expect(api.deliveryCharges).toHaveBeenCalledExactlyOnceWith("IP4 2BX");
    const table = screen.getByRole("table", { name: /Delivery from Burwood Ipswich to IP4 2BX/ });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "DistanceCharge",
      "Up to 10 miles£18.00inc VAT",
      "10 to 20 milesYour postcode£30.00inc VAT",
    ]);
  });
});
