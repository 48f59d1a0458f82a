// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_DECLINED } from "@merchant/domain/orders";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { order } from "../testing/fixtures.ts";
import { renderChallenge } from "../testing/render-challenge.tsx";
import { SandboxChallenge } from "./SandboxChallenge.tsx";

vi.mock("../api.ts");

const KEY = "0123456789abcdef0123456789abcdef";

function renderCheck() {
  renderChallenge(
    () => <SandboxChallenge reference="sbx_1" idempotencyKey={KEY} />,
    `/checkout/challenge?reference=sbx_1&key=${KEY}`,
  );
}

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => vi.resetAllMocks());

describe("the sandbox's 3-D Secure check (issue 12)", () => {
  it("Pass passes the check, confirms the attempt's order and shows its confirmation", async () => {
    vi.mocked(api.passSandboxChallenge).mockResolvedValue({ passed: true });
    vi.mocked(api.confirmOrder).mockResolvedValue({ order: order() });
    renderCheck();
    await press("Pass");
    expect(api.passSandboxChallenge).toHaveBeenCalledWith("sbx_1");
    expect(api.confirmOrder).toHaveBeenCalledWith(KEY);
    await waitFor(() =>
      expect(screen.getByTestId("landed").textContent).toBe("/checkout/confirmation/BU0K3J9X2A "),
    );
  });

  it("Fail confirms without passing, and goes back to the checkout with the card's decline", async () => {
    vi.mocked(api.confirmOrder).mockRejectedValue(
      new ApiError(402, { code: "payment_declined", message: CARD_DECLINED }),
    );
    renderCheck();
    await press("Fail");
    expect(api.passSandboxChallenge).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("landed").textContent).toBe(`/checkout ${CARD_DECLINED}`));
  });

  it("stays, with the words, when the shop cannot answer", async () => {
    vi.mocked(api.passSandboxChallenge).mockRejectedValue(new TypeError("Failed to fetch"));
    renderCheck();
    await press("Pass");
    expect(screen.getByRole("alert").textContent).toMatch(/could not reach the shop/);
    expect((screen.getByRole("button", { name: "Pass" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
