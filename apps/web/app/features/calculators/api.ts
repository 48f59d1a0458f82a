/**
 * The calculators' API calls, made by the calculator page's loader and action (on the server, or
 * through React Router from the browser): an aggregate's bag products, and the bags to the basket.
 */
import type { AddToBasketBody } from "@merchant/contract";
import type { AggregateType } from "@merchant/domain/calculators";
import { answer, type ApiClient } from "~/lib/api.ts";

export const aggregateBagsFrom = (api: ApiClient, type: AggregateType) =>
  answer(api.GET("/api/calculators/aggregate/{type}/bags", { params: { path: { type } } }));

export const addBagsToBasket = (api: ApiClient, body: AddToBasketBody) =>
  answer(api.POST("/api/basket/items", { body }));
