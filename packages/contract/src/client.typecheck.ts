// Compile-time checks only: `tsc` fails when the typed client stops following the contract.
import { createClient } from "./client.ts";

const client = createClient({ fetch: (request) => fetch(request) });

export async function typedCalls() {
  const product = await client.GET("/api/products/{slug}", { params: { path: { slug: "oak" } } });
  const id: number | undefined = product.data?.product.id;
  // @ts-expect-error the product path needs its slug
  await client.GET("/api/products/{slug}", {});
  // @ts-expect-error a route the contract does not have
  await client.GET("/api/nowhere");
  const search = await client.GET("/api/search", {
    params: { query: { q: "oak", sort: "price_asc", page: 2 } },
  });
  const corrected: string | undefined = search.data?.correctedFrom;
  // @ts-expect-error an unknown sort
  await client.GET("/api/search", { params: { query: { q: "oak", sort: "cheapest" } } });
  const login = await client.POST("/api/auth/login", { body: { email: "a@b.co", password: "x" } });
  const name: string | undefined = login.data?.user.name;
  const errorCode: string | undefined = login.error?.error.code;
  // @ts-expect-error the login body needs its password
  await client.POST("/api/auth/login", { body: { email: "a@b.co" } });
  await client.PUT("/api/preferences/vat", { body: { vat: "EX" } });
  const tree = await client.GET("/api/categories/tree");
  const firstId: number | undefined = tree.data?.categories[0]?.id;
  return { id, corrected, name, errorCode, firstId };
}
