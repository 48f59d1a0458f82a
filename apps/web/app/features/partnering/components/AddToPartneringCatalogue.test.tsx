// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUANTITY_INVALID_MESSAGE } from "@merchant/domain/catalog";
import {
  PARTNERING_ADD_FAILED_MESSAGE,
  PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE,
} from "@merchant/domain/partnering";
import { ApiError } from "~/lib/api.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import * as api from "../api.ts";
import { activeAccount, cement } from "../testing/fixtures.ts";
import { AddToPartneringCatalogue } from "./AddToPartneringCatalogue.tsx";

vi.mock("../api.ts", async (original) => ({
  ...(await original<typeof import("../api.ts")>()),
  activeTradeAccount: vi.fn(),
  addToPartneringCatalogue: vi.fn(),
}));

const SAM = "trade@example.co.uk";
const button = () => screen.queryByRole("button", { name: /Add to partnering catalogue/ });
const settle = () => act(async () => {});

function renderButton(quantity = "3", signedInAs: string | null = SAM) {
  return renderInRouter(
    () => <AddToPartneringCatalogue productId={70} quantity={quantity} signedInAs={signedInAs} />,
    "/product/portland-cement-25kg",
  );
}

async function click() {
  await act(async () => void fireEvent.click(button()!));
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the product page's 'Add to partnering catalogue' (spec/2 §7)", () => {
  it("is never shown to a visitor, who is asked nothing", async () => {
    renderButton("3", null);
    await settle();
    expect(button()).toBeNull();
    expect(api.activeTradeAccount).not.toHaveBeenCalled();
  });

  it("is not shown to a signed-in consumer, who holds no trade account", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(null);
    renderButton();
    await settle();
    expect(api.activeTradeAccount).toHaveBeenCalledOnce();
    expect(button()).toBeNull();
  });

  it("is not shown when the trade accounts cannot be read", async () => {
    vi.mocked(api.activeTradeAccount).mockRejectedValue(
      new ApiError(500, { code: "internal", message: "boom" }),
    );
    renderButton();
    await settle();
    expect(button()).toBeNull();
  });

  it("adds the product with the Qty typed for the basket, resting while it runs, then says it was added with a link to the catalogue", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    let answer: () => void = () => {};
    vi.mocked(api.addToPartneringCatalogue).mockReturnValue(
      new Promise((resolve) => (answer = () => resolve({ ...cement, quantity: 3 }))),
    );
    const { currentPage } = renderButton("3");
    await settle();
    await click();
    expect(api.addToPartneringCatalogue).toHaveBeenCalledExactlyOnceWith(70, 3);
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(within(button()!).getByRole("status").textContent).toBe("Adding to your partnering catalogue");

    await act(async () => answer());
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Added to your partnering catalogue")).toBeTruthy();
    const link = screen.getByRole("link", { name: "view your partnering catalogue" });
    expect(screen.getByRole("status").textContent).toContain("Account CAR1001");
    await act(async () => void fireEvent.click(link));
    expect(currentPage()).toBe("/account/partnering-catalogue");
  });

  it("reads an emptied Qty as 1, as the basket does", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    vi.mocked(api.addToPartneringCatalogue).mockResolvedValue({ ...cement, quantity: 1 });
    renderButton("");
    await settle();
    await click();
    expect(api.addToPartneringCatalogue).toHaveBeenCalledExactlyOnceWith(70, 1);
  });

  it("refuses a Qty of 0 on the page, asking the shop nothing", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    renderButton("0");
    await settle();
    await click();
    expect(screen.getByRole("alert").textContent).toBe(QUANTITY_INVALID_MESSAGE);
    expect(api.addToPartneringCatalogue).not.toHaveBeenCalled();
  });

  it("says the add failed on the error flag (the shop failed)", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    vi.mocked(api.addToPartneringCatalogue).mockRejectedValue(
      new ApiError(500, { code: "internal", message: "Something went wrong" }),
    );
    renderButton();
    await settle();
    await click();
    expect(screen.getByRole("alert").textContent).toBe(PARTNERING_ADD_FAILED_MESSAGE);
    expect(screen.queryByText("Added to your partnering catalogue")).toBeNull();
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("says the add failed when the shop has not answered in 10 s", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    vi.mocked(api.addToPartneringCatalogue).mockRejectedValue(
      new DOMException("signal timed out", "TimeoutError"),
    );
    renderButton();
    await settle();
    await click();
    expect(screen.getByRole("alert").textContent).toBe(PARTNERING_ADD_FAILED_MESSAGE);
  });

  it("gives the shop's reason when it refuses (the account was switched to none elsewhere)", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    vi.mocked(api.addToPartneringCatalogue).mockRejectedValue(
      new ApiError(403, { code: "forbidden", message: PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE }),
    );
    renderButton();
    await settle();
    await click();
    expect(screen.getByRole("alert").textContent).toBe(PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE);
  });

  it("goes again after a failure, and the success replaces the failure's words", async () => {
    vi.mocked(api.activeTradeAccount).mockResolvedValue(activeAccount);
    vi.mocked(api.addToPartneringCatalogue)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({ ...cement, quantity: 3 });
    renderButton();
    await settle();
    await click();
    expect(screen.getByRole("alert").textContent).toBe(PARTNERING_ADD_FAILED_MESSAGE);
    await click();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Added to your partnering catalogue")).toBeTruthy();
  });
});
