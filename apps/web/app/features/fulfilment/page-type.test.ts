import { describe, expect, it } from "vitest";
import { pageTypeOf } from "./page-type.ts";

describe("page types of spec/2 §2, read from the address", () => {
  it.each([
    ["/", "frontpage"],
    ["/category/timber", "productgroup"],
    ["/product/oak-beam-100", "product"],
    ["/basket", "basket-default"],
    ["/checkout", "checkout-main"],
    ["/checkout/confirmation/BU12345678", "other"],
    ["/storefinder", "storefinder"],
    ["/storefinder/store/ipswich-3", "storefinder-store"],
    ["/search", "other"],
    ["/account/login", "other"],
    ["/category/timber/extra", "other"],
  ])("%s is %s", (path, type) => expect(pageTypeOf(path)).toBe(type));
});
