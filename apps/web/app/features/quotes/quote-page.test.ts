/** The branch quotation page's states (issue 14; spec/2 §2, §4, §5, §8), against the mocked API. */
import type { Quote } from "@merchant/contract";
import {
  QUOTE_EMAIL_INVALID_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_EXTENSION_FAILED_MESSAGE,
  QUOTE_EXTENSION_SENT_MESSAGE,
  QUOTE_LINK_EMAIL_INVALID_MESSAGE,
  QUOTE_LINK_REFERENCE_INVALID_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_ITEMS_UNAVAILABLE_MESSAGE,
  QUOTE_NO_STORE_MESSAGE,
  QUOTE_REFERENCE_REQUIRED_MESSAGE,
} from "@merchant/domain/quotes";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import { client, form } from "../account/testing/form-posts.ts";
import * as api from "./api.ts";
import { quotePageAction, quotePageFromLink } from "./quote-page.ts";

vi.mock("./api.ts");
beforeEach(() => vi.resetAllMocks());

const quote: Quote = {
  reference: "BT-100001",
  erp: "bistrack",
  branch: { id: 1, code: "BU001", name: "Ipswich", email: "ipswich@example.co.uk" },
  staffName: "Jo Hartley",
  staffEmail: "jo.hartley@bu001.example.co.uk",
  deliveryPostcode: "IP1 1AA",
  expiresAt: "2026-12-25T00:00:00.000Z",
  lines: [{ partNumber: "TIM-1", name: "Sawn Timber", quantity: 5, price: { exVat: 900, incVat: 1080 } }],
  ax: null,
};
const expiredCheck = {
  outcome: "expired" as const,
  message: QUOTE_EXPIRED_MESSAGE,
  extendLabel: "Extend Quote",
  quote,
};
const asked = { email: "trade@example.co.uk", reference: "BT-100001" };
const link = (query: string) => new URL(`http://shop.test/branch-quotation?${query}`);

describe("the page opened from a quote email's link", () => {
  it("fills the form and checks the quote at once", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue({ outcome: "valid", quote });
    const state = await quotePageFromLink(
      client,
      link("email=trade%40example.co.uk&quotation_ref=BT-100001"),
    );
    expect(api.checkQuote).toHaveBeenCalledWith(client, asked);
    expect(state).toMatchObject({ ...asked, quote, fields: {} });
  });

  it("shows the link's own message for a bad email or reference, and checks nothing", async () => {
    expect((await quotePageFromLink(client, link("email=nope&quotation_ref=BT-100001"))).notice).toBe(
      QUOTE_LINK_EMAIL_INVALID_MESSAGE,
    );
    expect(
      (await quotePageFromLink(client, link("email=trade%40example.co.uk&quotation_ref=X"))).notice,
    ).toBe(QUOTE_LINK_REFERENCE_INVALID_MESSAGE);
    expect(api.checkQuote).not.toHaveBeenCalled();
  });

  it("is an empty form without a link", async () => {
    expect(await quotePageFromLink(client, link(""))).toEqual({ email: "", reference: "", fields: {} });
  });
});

describe("the form posted", () => {
  it("names each field the form's own checks refuse, and asks nothing", async () => {
    const state = await quotePageAction(client, form({ email: "nope", reference: "" }));
    expect(state.fields).toEqual({
      email: QUOTE_EMAIL_INVALID_MESSAGE,
      reference: QUOTE_REFERENCE_REQUIRED_MESSAGE,
    });
    expect(api.checkQuote).not.toHaveBeenCalled();
  });

  it("puts the no-quote message under the reference field", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue({ outcome: "no-quote", message: QUOTE_NOT_FOUND_MESSAGE });
    const state = await quotePageAction(client, form(asked));
    expect(state.fields).toEqual({ reference: QUOTE_NOT_FOUND_MESSAGE });
  });

  it("shows an expired quote's text with its Extend Quote button", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(expiredCheck);
    const state = await quotePageAction(client, form(asked));
    expect(state.expired).toMatchObject({ message: QUOTE_EXPIRED_MESSAGE, extendLabel: "Extend Quote" });
  });

  it("sends the extension request and shows the thanks, or the failure text when it could not be sent", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(expiredCheck);
    vi.mocked(api.extendQuote).mockResolvedValue({ message: QUOTE_EXTENSION_SENT_MESSAGE });
    const sent = await quotePageAction(client, form({ ...asked, intent: "extend" }));
    expect(api.extendQuote).toHaveBeenCalledWith(client, asked);
    expect(sent.extension).toEqual({ sent: true, message: QUOTE_EXTENSION_SENT_MESSAGE });
    vi.mocked(api.extendQuote).mockRejectedValue(
      new ApiError(404, { code: "not_found", message: QUOTE_NOT_FOUND_MESSAGE }),
    );
    const failed = await quotePageAction(client, form({ ...asked, intent: "extend" }));
    expect(failed.extension).toEqual({ sent: false, message: QUOTE_EXTENSION_FAILED_MESSAGE });
  });

  it("shows a refusal such as too many checks above the form", async () => {
    vi.mocked(api.checkQuote).mockRejectedValue(
      new ApiError(429, {
        code: "rate_limited",
        message: "Too many requests. Please try again in 1 minute.",
      }),
    );
    const state = await quotePageAction(client, form(asked));
    expect(state.notice).toBe("Too many requests. Please try again in 1 minute.");
  });
});

describe("Add to basket (spec/2 §4 quote-to-basket flow)", () => {
  const valid = { outcome: "valid" as const, quote };
  const confirmation = {
    outcome: "confirm-postcode-change" as const,
    postcode: "IP1 1AA",
    message: "There is a difference … will change to IP1 1AA.",
    confirmLabel: "Change Delivery Address and add products",
    closeLabel: "Close",
  };

  it("asks for the postcode change, then adds with it once confirmed", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(valid);
    vi.mocked(api.addQuoteToBasket).mockResolvedValueOnce(confirmation);
    const asking = await quotePageAction(client, form({ ...asked, intent: "basket" }));
    expect(api.addQuoteToBasket).toHaveBeenCalledWith(client, { ...asked, changeDeliveryPostcode: false });
    expect(asking).toMatchObject({ quote, confirmation });
    vi.mocked(api.addQuoteToBasket).mockResolvedValueOnce({
      outcome: "added",
      goToBasket: true,
      messages: [],
      added: ["TIM-1 Sawn Timber"],
      notAdded: [],
    });
    const done = await quotePageAction(client, form({ ...asked, intent: "change-postcode-and-add" }));
    expect(api.addQuoteToBasket).toHaveBeenLastCalledWith(client, { ...asked, changeDeliveryPostcode: true });
    expect(done.goToBasket).toBe(true);
  });

  it("stays on the page with what could not be done", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(valid);
    vi.mocked(api.addQuoteToBasket).mockResolvedValue({
      outcome: "refused",
      message: QUOTE_NO_STORE_MESSAGE,
    });
    const refused = await quotePageAction(client, form({ ...asked, intent: "basket" }));
    expect(refused).toMatchObject({ quote, basketMessages: [QUOTE_NO_STORE_MESSAGE] });
    expect(refused.goToBasket).toBeUndefined();
  });

  it("answers a server that cannot read the quote's items with 'We cannot obtain your quote items…'", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(valid);
    vi.mocked(api.addQuoteToBasket).mockRejectedValue(
      new ApiError(503, { code: "unavailable", message: "Service unavailable" }),
    );
    const state = await quotePageAction(client, form({ ...asked, intent: "basket" }));
    expect(state.basketMessages).toEqual([QUOTE_ITEMS_UNAVAILABLE_MESSAGE]);
  });

  it("adds nothing for a quote the check no longer finds", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue(expiredCheck);
    const state = await quotePageAction(client, form({ ...asked, intent: "basket" }));
    expect(api.addQuoteToBasket).not.toHaveBeenCalled();
    expect(state.expired).toBeDefined();
  });
});

describe("Email me this quote", () => {
  it("sends the quote to its address and says so, or shows the refusal", async () => {
    vi.mocked(api.checkQuote).mockResolvedValue({ outcome: "valid", quote });
    vi.mocked(api.emailQuote).mockResolvedValueOnce({
      message: "We have emailed quote BT-100001 to trade@example.co.uk.",
    });
    const sent = await quotePageAction(client, form({ ...asked, intent: "email" }));
    expect(api.emailQuote).toHaveBeenCalledWith(client, asked);
    expect(sent.emailed).toEqual({
      sent: true,
      message: "We have emailed quote BT-100001 to trade@example.co.uk.",
    });
    vi.mocked(api.emailQuote).mockRejectedValueOnce(
      new ApiError(429, {
        code: "rate_limited",
        message: "Too many requests. Please try again in 1 minute.",
      }),
    );
    const refused = await quotePageAction(client, form({ ...asked, intent: "email" }));
    expect(refused.emailed).toEqual({
      sent: false,
      message: "Too many requests. Please try again in 1 minute.",
    });
  });
});
