// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StoreCollection } from "@merchant/contract";
import { collectCollection } from "../api.ts";
import { CollectTab } from "./CollectTab.tsx";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

vi.mock("../api.ts", () => ({
  collectCollection: vi.fn(async () => ({ orderNumber: "COL-BU007-1", collectedAt: "2026-11-28T10:00:00Z" })),
}));

/** jsdom has no canvas: a 2D context whose every drawing call does nothing, and a fixed PNG. */
beforeEach(() => {
  const context = new Proxy({}, { get: (_target, name) => (name === "canvas" ? undefined : vi.fn()) });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(PNG);
  vi.mocked(collectCollection).mockClear();
});

const COLLECTIONS: StoreCollection[] = [
  {
    id: 7,
    orderNumber: "COL-BU007-1",
    customerName: "Hannah Brook",
    products: [{ code: "P1", name: "Cement 25kg", quantity: 2 }],
  },
  {
    id: 8,
    orderNumber: "COL-BU007-2",
    customerName: "Owen Price",
    products: [{ code: "P2", name: "Sand", quantity: 1 }],
  },
];

const pad = () => screen.getByRole("img", { name: /Signature pad/ });
/** A stroke as a mouse draws it: signature_pad listens on the canvas, then on the window. */
const sign = () => {
  const pointer = { pointerId: 1, isPrimary: true };
  fireEvent.pointerDown(pad(), { ...pointer, buttons: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { ...pointer, buttons: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 40, clientY: 30 });
};
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm collection" }));
const dialogText = () => screen.findByRole("dialog");

describe("spec/3 §2, §4, §5 Collect with a signature panel", () => {
  it("says there are no collections for the store when the list is empty (spec/3 §8)", () => {
    render(<CollectTab collections={[]} onCollected={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe(
      "There are no collections at the moment for this store.",
    );
  });

  it("asks for a collection first (spec/3 §5)", async () => {
    render(<CollectTab collections={COLLECTIONS} onCollected={() => {}} />);
    confirm();
    expect((await dialogText()).textContent).toContain(
      "Error: Please select a collection from the list to proceed.",
    );
  });

  it("asks for a signature on an empty pad, and again after Cancel cleared it (spec/3 §4, §5)", async () => {
    render(<CollectTab collections={COLLECTIONS} onCollected={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: /COL-BU007-1/ }));
    expect(screen.getByText("Signing for COL-BU007-1")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Hannah" } });
    confirm();
    expect((await dialogText()).textContent).toContain("Error: Please sign to complete collection.");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    sign();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Hannah" } });
    confirm();
    expect((await dialogText()).textContent).toContain("Error: Please sign to complete collection.");
    expect(collectCollection).not.toHaveBeenCalled();
  });

  it("asks for a name once signed (spec/3 §5)", async () => {
    render(<CollectTab collections={COLLECTIONS} onCollected={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: /COL-BU007-2/ }));
    sign();
    confirm();
    expect((await dialogText()).textContent).toContain(
      "Error: Please enter your name to complete collection.",
    );
  });

  it("sends the signed PNG and the name under a client id, then reads the list again", async () => {
    const onCollected = vi.fn();
    render(<CollectTab collections={COLLECTIONS} onCollected={onCollected} />);
    fireEvent.click(screen.getByRole("button", { name: /COL-BU007-1/ }));
    sign();
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: " Hannah Brook " } });
    confirm();
    await waitFor(() => expect(onCollected).toHaveBeenCalled());
    expect(collectCollection).toHaveBeenCalledWith(expect.anything(), 7, {
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      signature: PNG,
      signerName: "Hannah Brook",
    });
  });
});
