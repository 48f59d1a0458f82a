/** The info page's one API call, made by its loader. */
import { answer, type ApiClient } from "~/lib/api.ts";

export const infoPageFrom = (api: ApiClient, slug: string) =>
  answer(api.GET("/api/info-pages/{slug}", { params: { path: { slug } } }));
