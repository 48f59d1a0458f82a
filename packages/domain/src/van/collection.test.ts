import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkCollectionConfirm, collectionsNotice } from "./collection.ts";
import { NO_COLLECTIONS } from "./messages.ts";

const complete = {
  orderNumber: "SO-1001",
  signature: "data:image/png;base64,AAAA",
  signerName: "Sam Driver",
};

describe("spec/3 §5 Collection confirm — three checks, each prefixed 'Error: '", () => {
  it("accepts a chosen, signed and named collection", () => {
    expect(checkCollectionConfirm({ ...complete, signerName: " Sam Driver " })).toEqual(ok(complete));
  });

  it.each(["", "  ", undefined])("asks for a collection first when the order number is %j", (orderNumber) => {
    expect(checkCollectionConfirm({ orderNumber })).toEqual(
      fail("no_collection", "Error: Please select a collection from the list to proceed."),
    );
  });

  it.each(["", " ", undefined])("asks for a signature when it is %j", (signature) => {
    expect(checkCollectionConfirm({ ...complete, signature })).toEqual(
      fail("no_signature", "Error: Please sign to complete collection."),
    );
  });

  it.each(["", "   ", undefined])("asks for a name when it is %j", (signerName) => {
    expect(checkCollectionConfirm({ ...complete, signerName })).toEqual(
      fail("no_signer_name", "Error: Please enter your name to complete collection."),
    );
  });
});

describe("spec/3 §8 — no collections for the store", () => {
  it("says so for an empty list only", () => {
    expect(collectionsNotice(0)).toBe("There are no collections at the moment for this store.");
    expect(NO_COLLECTIONS).toBe("There are no collections at the moment for this store.");
    expect(collectionsNotice(1)).toBeNull();
  });
});
