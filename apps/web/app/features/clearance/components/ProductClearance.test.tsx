// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import { basin, clearanceItem, listOf, oakDoor } from "../testing/fixtures.ts";
import { renderClearance } from "../testing/render-clearance.tsx";
import { ProductClearance } from "./ProductClearance.tsx";

vi.mock("../api.ts");

const section = () => screen.queryByRole("region", { name: "Clearance" });
const settle = () => act(async () => {});

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the product page's clearance (spec/1 §2, spec/2 §2)", () => {
  it("shows the branch's clearance of the product once the page is awake: note, prices, how many, Qty and add", async () => {
    vi.mocked(api.productClearance).mockResolvedValue(listOf([oakDoor]));
    renderClearance(() => <ProductClearance productId={70} branchId={3} />, {
      path: "/product/oak-door-762mm",
    });
    expect(section()).toBeNull();
    await settle();
    expect(api.productClearance).toHaveBeenCalledExactlyOnceWith(70);
    const clearance = section() as HTMLElement;
    expect(within(clearance).getByText(/Reduced to clear at/).textContent).toBe(
      "Reduced to clear at Burwood Ipswich, for collection.",
    );
    expect(within(clearance).getByText("Ex-display")).toBeTruthy();
    expect(within(clearance).getByText("£54.00")).toBeTruthy();
    expect(within(clearance).getByText(/^Was/).textContent).toBe("Was £108.00 inc VAT");
    expect(within(clearance).getByText("2 available")).toBeTruthy();
    expect(
      within(clearance).getByRole("textbox", { name: "Quantity of Oak Door 762mm (Ex-display)" }),
    ).toBeTruthy();
  });

  it("adds by the clearance page's rules: more than the branch has is the 'Quantity Issue'", async () => {
    vi.mocked(api.productClearance).mockResolvedValue(listOf([oakDoor]));
    renderClearance(() => <ProductClearance productId={70} branchId={3} />);
    await settle();
    fireEvent.change(screen.getByRole("textbox", { name: /^Quantity of Oak Door/ }), {
      target: { value: "5" },
    });
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: /^Add to basket: Oak Door/ })),
    );
    expect(screen.getByRole("dialog", { name: "Quantity Issue" }).textContent).toContain(
      "We only have 2 of that item available!",
    );
    expect(api.addClearance).not.toHaveBeenCalled();
  });

  it("lists each of the product's items when the branch has more than one", async () => {
    const second = clearanceItem({
      id: 9,
      name: "Oak Door 762mm",
      note: "Customer return",
      priceExVat: 5000,
      wasExVat: 9000,
    });
    vi.mocked(api.productClearance).mockResolvedValue(listOf([oakDoor, second]));
    renderClearance(() => <ProductClearance productId={70} branchId={3} />);
    await settle();
    const items = within(screen.getByRole("list", { name: "Clearance at Burwood Ipswich" })).getAllByRole(
      "listitem",
    );
    expect(
      items.map((item) => within(item).getAllByText(/Ex-display|Customer return/)[0]?.textContent),
    ).toEqual(["Ex-display", "Customer return"]);
  });

  it("shows nothing when the branch has none of it on clearance", async () => {
    vi.mocked(api.productClearance).mockResolvedValue(listOf([]));
    renderClearance(() => <ProductClearance productId={70} branchId={3} />);
    await settle();
    expect(section()).toBeNull();
  });

  it("asks nothing and shows nothing without a collection branch", async () => {
    renderClearance(() => <ProductClearance productId={70} branchId={null} />);
    await settle();
    expect(api.productClearance).not.toHaveBeenCalled();
    expect(section()).toBeNull();
  });

  it("shows nothing when the shop could not answer", async () => {
    vi.mocked(api.productClearance).mockRejectedValue(
      new ApiError(500, { code: "internal", message: "boom" }),
    );
    renderClearance(() => <ProductClearance productId={70} branchId={3} />);
    await settle();
    expect(section()).toBeNull();
  });

  it("reads again for a new branch, showing the old branch's items no longer", async () => {
    let answer: (list: ReturnType<typeof listOf>) => void = () => {};
    vi.mocked(api.productClearance)
      .mockResolvedValueOnce(listOf([oakDoor]))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderClearance(() => <BranchChange />);
    await settle();
    expect(within(section() as HTMLElement).getByText("Burwood Ipswich")).toBeTruthy();

    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Change branch" })));
    expect(api.productClearance).toHaveBeenCalledTimes(2);
    expect(section()).toBeNull();
    await act(async () => answer(listOf([basin], { id: 4, name: "Burwood Colchester" })));
    expect(within(section() as HTMLElement).getByText("Burwood Colchester")).toBeTruthy();
  });
});

/** The product page as a branch change leaves it: the same product, another branch. */
function BranchChange() {
  const [branchId, setBranchId] = useState(3);
  return (
    <>
      <button type="button" onClick={() => setBranchId(4)}>
        Change branch
      </button>
      <ProductClearance productId={70} branchId={branchId} />
    </>
  );
}
