/** The home page's API call: the brand's carousels, made by its loader. */
import { answer, type ApiClient } from "~/lib/api.ts";

export const homeContent = (api: ApiClient) => answer(api.GET("/api/home"));
