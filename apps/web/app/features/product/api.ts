/** The product page's API call. */
import { answer, type ApiClient } from "~/lib/api.ts";

export const productPage = (api: ApiClient, slug: string) =>
  answer(api.GET("/api/products/{slug}", { params: { path: { slug } } }));
