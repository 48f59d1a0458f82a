// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import BasketPage from "./basket.tsx";

describe("basket page", () => {
  // spec/2 §2: the empty basket message; the header's basket link must not lead to a 404.
  it("says the basket is empty and leads back to the shop", async () => {
    const Stub = createRoutesStub([{ path: "/basket", Component: BasketPage }]);
    render(<Stub initialEntries={["/basket"]} />);
    expect(await screen.findByRole("heading", { name: "Your Basket" })).toBeTruthy();
    expect(screen.getByText("Your Basket Is Empty!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/");
  });
});
