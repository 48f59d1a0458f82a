// @vitest-environment happy-dom
/**
 * The calculators as a shopper uses them (issue 16): spec/1 §9 stove size, spec/2 §5, §9
 * aggregate and unit converter, spec/3 §3, §5 brick calculator.
 */
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AggregateBags, ProductSummary } from "@merchant/contract";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { AggregateCalculator } from "./AggregateCalculator.tsx";
import { BrickCalculator } from "./BrickCalculator.tsx";
import { StoveSizeCalculator } from "./StoveSizeCalculator.tsx";
import { UnitConverter } from "./UnitConverter.tsx";

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });

describe("spec/1 §9 stove size calculator", () => {
  it("asks for the room size until all three sizes are numbers, then names the stove", () => {
    renderInRouter(() => <StoveSizeCalculator sent={null} />);
    expect(screen.getByRole("status").textContent).toBe("Please enter your room size");
    type("Room width (metres)", "5");
    type("Room length (metres)", "8");
    expect(screen.getByRole("status").textContent).toBe("Please enter your room size");
    type("Room height (metres)", "2.5");
    expect(screen.getByRole("status").textContent).toBe("You need a 7kw stove");
  });

  it("answers a form sent without JavaScript from its sizes", () => {
    renderInRouter(() => <StoveSizeCalculator sent={{ width: "3", length: "4", height: "2.4" }} />);
    expect(screen.getByRole("status").textContent).toBe("You need a 2kw stove");
  });
});

describe("spec/3 §5 brick calculator", () => {
  it("counts 600 bricks of 215 x 102.5 x 65mm for 10 m²", () => {
    renderInRouter(() => <BrickCalculator sent={{ dimension: "215-102.5-65", quantity: "10" }} />);
    expect(screen.getByRole("status").textContent).toBe("You need 600 bricks");
    expect((screen.getByRole("combobox", { name: "Wall area" }) as HTMLSelectElement).value).toBe("10");
  });

  it("asks for both choices when one is missing", () => {
    renderInRouter(() => <BrickCalculator sent={{ dimension: "215-102.5-65", quantity: "" }} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Please select a Dimension and Quantity to continue.",
    );
  });

  it("says nothing before the form is sent", () => {
    renderInRouter(() => <BrickCalculator sent={null} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("spec/2 §5, §9 unit converter", () => {
  it("converts a typed length into the other three, to 2 decimals", () => {
    renderInRouter(() => <UnitConverter sent={null} />);
    type("Feet", "1");
    const value = (name: string) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value;
    expect([value("Millimetres (mm)"), value("Centimetres (cm)"), value("Inches"), value("Feet")]).toEqual([
      "304.80",
      "30.48",
      "12.00",
      "1",
    ]);
  });

  it("clears every field when one is emptied", () => {
    renderInRouter(() => <UnitConverter sent={{ mm: "25.4", cm: "", inch: "", feet: "" }} />);
    expect((screen.getByRole("textbox", { name: "Inches" }) as HTMLInputElement).value).toBe("1.00");
    type("Centimetres (cm)", "");
    for (const name of ["Millimetres (mm)", "Centimetres (cm)", "Inches", "Feet"]) {
      expect((screen.getByRole("textbox", { name }) as HTMLInputElement).value).toBe("");
    }
  });
});

const bag = (id: number, name: string, exVat: number): ProductSummary => ({
  id,
  slug: `bag-${id}`,
  partNumber: `BLD${id}`,
  name,
  manufacturer: "Quarry Lane Aggregates",
  image: { url: `/media/products/${id}/1.svg`, alt: name },
  price: { exVat, incVat: Math.round(exVat * 1.2) },
  vatRate: 20,
  isTally: false,
  unitOfSale: { unit: name.includes("Bulk") ? "tonne-bag" : "bag", packSize: null },
  categorySlug: "sharp-sand",
});

const sandBags: AggregateBags = {
  type: "sand",
  bulkBag: bag(1, "Sharp Sand Bulk Bag 850kg", 5000),
  polyBag: bag(2, "Sharp Sand 25kg Bag", 400),
};

describe("spec/2 §5, §9 aggregate calculator", () => {
  it("gives the weight and bags of sand for an area, with the products to add", () => {
    // 5 m × 1 m × 100 mm of sand: 0.5 m³ at 2,000 kg/m³ is 1,000 kg, one bulk bag and 8 bags of 25 kg.
    renderInRouter(() => (
      <AggregateCalculator
        sent={{ type: "sand", length: "5000", width: "1000", depth: "100" }}
        bags={sandBags}
        basketError={null}
      />
    ));
    expect(screen.getByRole("status").textContent).toBe(
      "About 1,000 kg of sand: 1 bulk bag and 8 × 25 kg bags",
    );
    expect(screen.getByRole("link", { name: "1 × Sharp Sand Bulk Bag 850kg" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "8 × Sharp Sand 25kg Bag" })).toBeTruthy();
    expect(screen.getByText("per tonne bag")).toBeTruthy();
    expect(screen.getByText("per bag")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add the bags to basket" })).toBeTruthy();
  });

  it("refuses a missing size with the spec's error, offering nothing to add", () => {
    renderInRouter(() => (
      <AggregateCalculator
        sent={{ type: "sand", length: "5000", width: "", depth: "100" }}
        bags={null}
        basketError={null}
      />
    ));
    expect(screen.getByRole("status").textContent).toBe(
      "Error: Please enter a valid height, width and depth to proceed.",
    );
    expect(screen.queryByRole("button", { name: "Add the bags to basket" })).toBeNull();
  });

  it("says to ask the branch for a bag the shop does not sell online, and shows a basket refusal", () => {
    renderInRouter(() => (
      <AggregateCalculator
        sent={{ type: "slate", length: "5000", width: "1000", depth: "120" }}
        bags={{ type: "slate", bulkBag: sandBags.bulkBag, polyBag: null }}
        basketError="Please choose a branch first."
      />
    ));
    expect(
      screen.getByText(/We do not sell 25 kg bags of slate online: please ask your branch\./),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Please choose a branch first.");
  });
});
