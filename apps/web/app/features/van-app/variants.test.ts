import { describe, expect, it } from "vitest";
import { appPath, variantOf } from "./variants.ts";

describe("spec/3 §1 the app's two variants", () => {
  it("is the Mears variant under /appmears and the app under /app", () => {
    expect(variantOf("/appmears").id).toBe("appmears");
    expect(variantOf("/appmears/login").name).toBe("Mears Stock and Go");
    expect(variantOf("/app").id).toBe("app");
    expect(variantOf("/app/sulogin").theme).toBeNull();
  });

  it("keeps every path under the variant's prefix", () => {
    expect(appPath(variantOf("/appmears/login"), "/logout")).toBe("/appmears/logout");
    expect(appPath(variantOf("/app"))).toBe("/app");
  });
});
