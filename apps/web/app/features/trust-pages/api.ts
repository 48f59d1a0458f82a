/** The trust pages' one call: the brand's delivery charges for the delivery page. */
import { answer, type ApiClient } from "~/lib/api.ts";

export const deliveryChargeBands = (api: ApiClient) => answer(api.GET("/api/delivery/charge-bands"));
