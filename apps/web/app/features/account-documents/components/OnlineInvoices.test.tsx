// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OnlineInvoiceRequestSent } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { OnlineInvoices } from "./OnlineInvoices.tsx";

vi.mock("../api.ts");

beforeEach(() => vi.resetAllMocks());

const BUTTON = "Activate online invoices for account CAR1001";
const sent: OnlineInvoiceRequestSent = {
  message: "Request Sent",
  request: { accountId: 11, requestedAt: "2026-11-21T10:15:00.000Z" },
};

const show = (requestedAt: string | null = null) =>
  render(<OnlineInvoices accountId={11} accNumber="CAR1001" requestedAt={requestedAt} />);
const button = () => screen.queryByRole("button", { name: BUTTON });
const click = () => act(async () => void fireEvent.click(button()!));
const status = () => screen.getByRole("status").textContent;
const alert = () => screen.getByRole("alert").textContent;

describe("the online-invoice activation (spec/1 §4)", () => {
  it("on success shows 'Request Sent' in the button's place and moves focus to it", async () => {
    vi.mocked(api.requestOnlineInvoices).mockResolvedValue(sent);
    show();
    expect(button()!.textContent).toBe("Activate online invoices");
    await click();
    expect(api.requestOnlineInvoices).toHaveBeenCalledExactlyOnceWith(11);
    expect(status()).toBe("Request Sent");
    expect(button()).toBeNull();
    expect(alert()).toBe("");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Request Sent"));
  });

  it.each([
    ["refuses it", new ApiError(404, { code: "not_found", message: "No such trade account" })],
    ["fails", new ApiError(500, { code: "internal", message: "Something went wrong." })],
    ["cannot be reached", new TypeError("Failed to fetch")],
  ])(
    "shows 'Request Failed' and keeps the button when the shop %s; a second try can succeed",
    async (_case, error) => {
      vi.mocked(api.requestOnlineInvoices).mockRejectedValueOnce(error).mockResolvedValueOnce(sent);
      show();
      await click();
      expect(alert()).toBe("Request Failed");
      expect(button()).not.toBeNull();
      expect(status()).toBe("");

      await click();
      expect(status()).toBe("Request Sent");
      expect(alert()).toBe("");
      expect(button()).toBeNull();
    },
  );

  it("sends once however often the button is clicked while the request is on its way", async () => {
    let answer: (reply: OnlineInvoiceRequestSent) => void = () => {};
    vi.mocked(api.requestOnlineInvoices).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    await click();
    await click();
    expect(api.requestOnlineInvoices).toHaveBeenCalledTimes(1);
    expect(button()!.getAttribute("aria-disabled")).toBe("true");
    await act(async () => answer(sent));
    expect(status()).toBe("Request Sent");
  });

  it("shows the London day an account asked before instead of the button", () => {
    show("2026-06-30T23:30:00.000Z");
    expect(button()).toBeNull();
    expect(status()).toBe("Online invoices requested on 01/07/2026");
  });

  it("posts the account to the page's action when the page has not woken (no JavaScript)", () => {
    show();
    const form = button()!.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/account/online-invoices");
    expect(Object.fromEntries(new FormData(form))).toEqual({ accountId: "11" });
  });
});
