// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReportWidget } from "@merchant/contract";
import { REPORTING_ERROR } from "@merchant/domain/van";
import { expiredSessionWatch, rememberSignedIn } from "~/lib/session-expiry.ts";
import * as api from "../api.ts";
import { ReportWidgetView } from "./ReportWidgetView.tsx";

vi.mock("../api.ts", async (original) => ({
  ...(await original<typeof import("../api.ts")>()),
  widgetPage: vi.fn(),
}));

const pageOf = (page: number): ReportWidget => ({
  widget: "open-invoices",
  title: "Open invoices",
  columns: [
    { key: "invoiceNumber", label: "Invoice", kind: "text" },
    { key: "dueOn", label: "Due", kind: "date" },
    { key: "outstanding", label: "Outstanding", kind: "money" },
  ],
  rows: [{ invoiceNumber: `INV-${page}`, dueOn: "2026-12-24", outstanding: 123_456 }],
  chart: null,
  page,
  pages: 3,
  total: 11,
});
const settle = () => act(async () => {});

beforeEach(() => {
  vi.resetAllMocks();
});

describe("spec/3 §2, §7, §9 a reporting widget", () => {
  it("loads page 1 on its own, shows the numbers as a table and pages on when a number is chosen", async () => {
    vi.mocked(api.widgetPage).mockImplementation(async (_, page) => pageOf(page));
    render(<ReportWidgetView widget="open-invoices" />);
    await settle();
    expect(api.widgetPage).toHaveBeenCalledWith("open-invoices", 1);
    const table = screen.getByRole("table", { name: "Open invoices, page 1 of 3" });
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["INV-1", "24/12/2026", "£1,234.56"]);
    const pages = screen.getByRole("navigation", { name: "Open invoices pages" });
    expect(within(pages).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await act(async () => void fireEvent.click(within(pages).getByRole("button", { name: "Page 3" })));
    expect(api.widgetPage).toHaveBeenLastCalledWith("open-invoices", 3);
    expect(screen.getByRole("table", { name: "Open invoices, page 3 of 3" }).textContent).toContain("INV-3");
  });

  it("says 'Sorry there has been an error, please try again.' when its call fails", async () => {
    vi.mocked(api.widgetPage).mockRejectedValue(new Error("timed out"));
    render(<ReportWidgetView widget="open-invoices" />);
    await settle();
    expect(screen.getByRole("alert").textContent).toBe(REPORTING_ERROR);
  });

  it("is an account call, so an expired session's 401 sends the page to the signed-out page (fireLogout)", () => {
    const leave = vi.fn();
    rememberSignedIn(true);
    const request = new Request("https://shop.example/api/account/reporting/widgets/open-invoices?page=1");
    void expiredSessionWatch(leave).onResponse?.({
      request,
      response: new Response(null, { status: 401 }),
    } as Parameters<NonNullable<ReturnType<typeof expiredSessionWatch>["onResponse"]>>[0]);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
