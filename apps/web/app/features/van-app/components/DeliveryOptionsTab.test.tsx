// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeliveryOptionsTab } from "./DeliveryOptionsTab.tsx";

vi.mock("../api.ts", () => ({
  storeCollectionsOf: vi.fn(async () => ({
    store: { id: 3, code: "BU007", name: "Leeds Kirkstall" },
    collections: [],
  })),
}));

describe("spec/3 §2 Private store tabs: delivery options", () => {
  it("shows the app's store with the sub-tabs deliver and collect", async () => {
    render(<DeliveryOptionsTab />);
    expect(await screen.findByText("Leeds Kirkstall")).toBeTruthy();
    const subTabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(subTabs).toEqual(["Deliver", "Collect"]);
    expect(screen.getByLabelText("Invoice number")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Collect" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "There are no collections at the moment for this store.",
    );
  });
});
