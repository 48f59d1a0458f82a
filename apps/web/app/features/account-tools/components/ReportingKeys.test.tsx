// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { KEY_CANNOT_BE_UNDONE } from "@merchant/domain/van";
import * as api from "../api.ts";
import { ReportingKeys } from "./ReportingKeys.tsx";

vi.mock("../api.ts", async (original) => ({
  ...(await original<typeof import("../api.ts")>()),
  createReportingKey: vi.fn(),
  regenerateReportingKey: vi.fn(),
  removeReportingKey: vi.fn(),
}));

const demoKey = { id: 4, prefix: "rk_DemoK1", issuedAt: "2026-11-20T10:00:00Z" };
const freshKey = `rk_${"N".repeat(43)}`;
const click = (name: string | RegExp) =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => {
  vi.resetAllMocks();
});

describe("spec/3 §2, §5, §8 the account's database reporting keys", () => {
  it("lists a key by its prefix and regenerates it only once confirmed, showing the new key once and 'Key Regenerated'", async () => {
    vi.mocked(api.regenerateReportingKey).mockResolvedValue({
      key: { ...demoKey, prefix: freshKey.slice(0, 9) },
      apikey: freshKey,
    });
    render(<ReportingKeys initialKeys={[demoKey]} />);
    expect(screen.getByRole("list", { name: "Reporting keys" }).textContent).toContain("rk_DemoK1…");
    await click("Regenerate key rk_DemoK1");
    const confirm = screen.getByRole("dialog", { name: "Regenerate key rk_DemoK1…?" });
    expect(confirm.textContent).toContain(KEY_CANNOT_BE_UNDONE);
    expect(api.regenerateReportingKey).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(within(confirm).getByRole("button", { name: "Regenerate" })));
    expect(api.regenerateReportingKey).toHaveBeenCalledWith(4);
    expect(screen.getByRole("dialog", { name: "Key Regenerated" }).textContent).toContain(
      "Your new key is active.",
    );
    expect(screen.getByTestId("new-reporting-key").textContent).toBe(freshKey);
  });

  it("changes nothing when the confirmation is cancelled", async () => {
    render(<ReportingKeys initialKeys={[demoKey]} />);
    await click("Remove key rk_DemoK1");
    await click("Cancel");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.removeReportingKey).not.toHaveBeenCalled();
  });

  it("says 'Key Removed' when a key is removed, and 'Key NOT Removed' when it could not be", async () => {
    vi.mocked(api.removeReportingKey)
      .mockRejectedValueOnce(new Error("timed out"))
      .mockResolvedValueOnce(undefined as never);
    render(<ReportingKeys initialKeys={[demoKey]} />);
    for (const title of ["Key NOT Removed", "Key Removed"]) {
      await click("Remove key rk_DemoK1");
      await act(
        async () =>
          void fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove" })),
      );
      const result = screen.getByRole("dialog", { name: title });
      expect(result.textContent).toContain(
        title === "Key Removed" ? "The key has been removed." : "Please try again.",
      );
      await act(async () => void fireEvent.click(within(result).getByRole("button", { name: "OK" })));
    }
    expect(screen.getByText("This account has no reporting keys.")).toBeTruthy();
  });

  it("says 'Key NOT Regenerated' when the regeneration fails, keeping the key listed", async () => {
    vi.mocked(api.regenerateReportingKey).mockRejectedValue(new Error("timed out"));
    render(<ReportingKeys initialKeys={[demoKey]} />);
    await click("Regenerate key rk_DemoK1");
    await act(
      async () =>
        void fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Regenerate" })),
    );
    expect(screen.getByRole("dialog", { name: "Key NOT Regenerated" }).textContent).toContain(
      "Please try again.",
    );
    expect(screen.queryByTestId("new-reporting-key")).toBeNull();
  });
});
