import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { isPartnerOrigin, PARTNER_FUNCTIONS, PARTNER_MAX_HEIGHT_PX, parsePartnerMessage } from "./iframe-message.ts";

describe("spec/3 §5 Partner iframe — only resize to content, redirect and scroll to top", () => {
  it("names the three functions", () => {
    expect(PARTNER_FUNCTIONS).toEqual(["resizeToContent", "redirect", "scrollToTop"]);
  });

  it("reads resizeToContent with a height", () => {
    expect(parsePartnerMessage("resizeToContent|640")).toEqual(ok({ name: "resizeToContent", height: 640 }));
    expect(parsePartnerMessage(" resizeToContent | 1 ")).toEqual(ok({ name: "resizeToContent", height: 1 }));
    expect(parsePartnerMessage(`resizeToContent|${PARTNER_MAX_HEIGHT_PX}`)).toEqual(
      ok({ name: "resizeToContent", height: PARTNER_MAX_HEIGHT_PX }),
    );
  });

  it.each([
    "resizeToContent",
    "resizeToContent|",
    "resizeToContent|0",
    `resizeToContent|${PARTNER_MAX_HEIGHT_PX + 1}`,
    "resizeToContent|-5",
    "resizeToContent|12.5",
    "resizeToContent|640px",
    "resizeToContent|abc",
    "resizeToContent|640,480",
  ])("refuses %j", (data) => {
    expect(parsePartnerMessage(data)).toEqual(fail("bad_parameters", "Partner message refused: bad parameters for resizeToContent"));
  });

  it("reads redirect to a path on this site", () => {
    expect(parsePartnerMessage("redirect|/basket")).toEqual(ok({ name: "redirect", path: "/basket" }));
    expect(parsePartnerMessage("redirect|/checkout?step=2#top")).toEqual(ok({ name: "redirect", path: "/checkout?step=2#top" }));
    expect(parsePartnerMessage("redirect|/")).toEqual(ok({ name: "redirect", path: "/" }));
  });

  it.each([
    "redirect",
    "redirect|",
    "redirect|https://evil.example/",
    "redirect|//evil.example",
    "redirect|/\\evil.example",
    "redirect|/a\\b",
    "redirect|javascript:alert(1)",
    "redirect|basket",
    "redirect|/a b",
    "redirect|/a,/b",
    `redirect|/${"a".repeat(2048)}`,
  ])("refuses %j", (data) => {
    expect(parsePartnerMessage(data)).toEqual(fail("bad_parameters", "Partner message refused: bad parameters for redirect"));
  });

  it("reads scrollToTop with or without parameters", () => {
    expect(parsePartnerMessage("scrollToTop")).toEqual(ok({ name: "scrollToTop" }));
    expect(parsePartnerMessage("scrollToTop|")).toEqual(ok({ name: "scrollToTop" }));
    expect(parsePartnerMessage("scrollToTop|0")).toEqual(ok({ name: "scrollToTop" }));
  });

  it.each(["alert|1", "eval|x", "ResizeToContent|100", "scrolltotop", "", "|100", "constructor|x", "toString"])(
    "refuses the unknown function in %j",
    (data) => {
      const result = parsePartnerMessage(data);
      expect(result.ok).toBe(false);
      expect(result.ok ? null : result.code).toBe("unknown_function");
    },
  );

  it("names the refused function, cut short", () => {
    expect(parsePartnerMessage(`${"x".repeat(100)}|1`)).toEqual(
      fail("unknown_function", `Partner message refused: unknown function ${"x".repeat(40)}`),
    );
  });

  it.each([null, undefined, 42, { name: "redirect" }, ["scrollToTop"]])("refuses the non-text %j", (data) => {
    expect(parsePartnerMessage(data)).toEqual(fail("not_text", "Partner message refused: it is not text"));
  });
});

describe("spec/3 §5 Partner iframe — origins", () => {
  it("accepts configured origins exactly", () => {
    const allowed = ["https://partner.example"];
    expect(isPartnerOrigin("https://partner.example", allowed)).toBe(true);
    expect(isPartnerOrigin("https://partner.example.evil", allowed)).toBe(false);
    expect(isPartnerOrigin("http://partner.example", allowed)).toBe(false);
    expect(isPartnerOrigin("null", allowed)).toBe(false);
  });
});
