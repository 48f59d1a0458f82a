// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openedOnDemand } from "./on-demand.tsx";

function Panel({ open, label }: { open: boolean; label: string }) {
  return open ? <p>{label}</p> : null;
}

/** A loader the test resolves by hand, counting its calls. */
function controlledLoader() {
  let resolve: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Panel>((done) => {
        resolve = () => done(Panel);
      }),
  );
  return { load, resolve: () => act(async () => resolve()) };
}

describe("openedOnDemand (decision 142)", () => {
  it("fetches nothing while closed, and renders nothing", () => {
    const { load } = controlledLoader();
    const { Component } = openedOnDemand(load);
    const { container } = render(<Component open={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe("");
  });

  it("fetches its code at the first opening and shows once it has come", async () => {
    const { load, resolve } = controlledLoader();
    const { Component } = openedOnDemand(load);
    const { rerender } = render(<Component open={false} label="Menu" />);
    rerender(<Component open label="Menu" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Menu")).toBeNull();
    await resolve();
    expect(screen.getByText("Menu")).toBeTruthy();
  });

  it("opens at once after a preload, fetching the code only once", async () => {
    const { load, resolve } = controlledLoader();
    const { Component, preload } = openedOnDemand(load);
    const preloaded = preload();
    void preload();
    await resolve();
    await preloaded;
    render(<Component open label="Menu" />);
    expect(screen.getByText("Menu")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again at the next opening when a fetch failed", async () => {
    const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(new Error("offline"));
    load.mockResolvedValue(Panel);
    const { Component, preload } = openedOnDemand(load);
    await expect(preload()).rejects.toThrow("offline");
    render(<Component open label="Menu" />);
    expect(await screen.findByText("Menu")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
