import { vi } from "vitest";
import type { Basket } from "@merchant/contract";
import type { VatPreference } from "@merchant/domain/money";
import * as api from "../api.ts";
import { BasketView } from "../components/BasketView.tsx";
import { MiniBasket } from "../components/MiniBasket.tsx";
import { renderWithBasket } from "./render-with-basket.tsx";

/**
 * The basket page under the header's basket, as the shop frame shows it, with `basket` read for
 * both. The test mocks `../api.ts`. `checkoutHidden`: a branch set failed here ('Branch NOT Set').
 */
export function renderBasketPage(basket: Basket, vat: VatPreference = "INC", checkoutHidden = false) {
  vi.mocked(api.readBasket).mockResolvedValue(basket);
  return renderWithBasket(
    () => (
      <>
        <MiniBasket />
        <BasketView />
      </>
    ),
    { basket, vat, path: "/basket", checkoutHidden },
  );
}
