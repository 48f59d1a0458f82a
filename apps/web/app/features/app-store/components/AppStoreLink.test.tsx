// @vitest-environment happy-dom
/** spec/1 §7, §8 app-store link: to the device's store, or the 'App Store Error' dialog. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../api.ts";
import { AppStoreLink } from "./AppStoreLink.tsx";

vi.mock("../api.ts");
beforeEach(() => vi.resetAllMocks());

const click = () =>
  act(async () => void fireEvent.click(screen.getByRole("button", { name: "Get our app" })));

describe("the app-store link", () => {
  it("goes to the store the shop names for this device", async () => {
    vi.mocked(api.appStoreLink).mockResolvedValue({ url: "https://apps.apple.com/gb/app/id1" });
    const go = vi.fn();
    render(<AppStoreLink go={go} />);
    await click();
    expect(go).toHaveBeenCalledWith("https://apps.apple.com/gb/app/id1");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says 'App Store Error' to a device with no store, going nowhere", async () => {
    vi.mocked(api.appStoreLink).mockResolvedValue({ url: null });
    const go = vi.fn();
    render(<AppStoreLink go={go} />);
    await click();
    const dialog = screen.getByRole("dialog", { name: "App Store Error" });
    expect(dialog.textContent).toContain(
      "Please make sure you are on an IOS or Android device to go to the App Store.",
    );
    expect(go).not.toHaveBeenCalled();
  });

  it("says the same when the shop does not answer", async () => {
    vi.mocked(api.appStoreLink).mockRejectedValue(new TypeError("Failed to fetch"));
    render(<AppStoreLink go={vi.fn()} />);
    await click();
    expect(screen.getByRole("dialog", { name: "App Store Error" })).toBeTruthy();
  });
});
