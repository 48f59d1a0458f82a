import { describe, expect, it } from "vitest";
import {
  ADDRESS_REQUIRED,
  CARD_EXPIRED,
  HOUSE_NUMBER_REQUIRED,
  POSTCODE_REQUIRED,
  TOWN_REQUIRED,
} from "../checkout/messages.ts";
import { validateCheckoutForm, type CheckoutForm } from "./checkout-form.ts";
import { DELIVERY_DATE_REQUIRED, EMAIL_INVALID, EMAILS_DIFFER, NAME_REQUIRED } from "./messages.ts";

const today = { year: 2026, month: 11 };
const invoice = { Address1: "4 Mill Lane", Town: "Ipswich", PostCode: "IP1 1AA" };
const collecting: CheckoutForm = {
  Name: "Jo Mason",
  EmailAddress: "jo@example.co.uk",
  Invoice: invoice,
  fulfilment: "collection",
  DeliveryInvoice: false,
};
const card = {
  CardExisting: "0",
  CardNumber: "4242 4242 4242 4242",
  SecurityNumber: "123",
  EndM: "12",
  EndY: "2028",
  FullName: "J MASON",
};

describe("issue 12: the checkout form judged whole (spec/1 §3, §5 Checkout)", () => {
  it("accepts a collection order with contact, invoice address and a valid new card", () => {
    expect(validateCheckoutForm({ ...collecting, card }, today)).toEqual({});
  });

  it("asks for a name and a real email, and a confirmation that matches (spec/1 §5 generic compare rule)", () => {
    expect(
      validateCheckoutForm({ ...collecting, Name: " ", EmailAddress: "jo@", EmailAddress2: "x" }, today),
    ).toEqual({ Name: NAME_REQUIRED, EmailAddress: EMAIL_INVALID });
    expect(validateCheckoutForm({ ...collecting, EmailAddress2: "JO@example.co.uk" }, today)).toEqual({});
    expect(validateCheckoutForm({ ...collecting, EmailAddress2: "jo@example.com" }, today)).toEqual({
      EmailAddress2: EMAILS_DIFFER,
    });
  });

  it("holds the invoice address to the typed-address rules, under Invoice… names", () => {
    expect(validateCheckoutForm({ ...collecting, Invoice: { Address1: "", Town: "", PostCode: "IP1" } }, today)).toEqual({
      InvoiceAddress1: ADDRESS_REQUIRED,
      InvoiceTown: TOWN_REQUIRED,
      InvoicePostCode: POSTCODE_REQUIRED,
    });
    // Found by a lookup or typed, the invoice address is its lines: a lookup state it carries is not read.
    const looked = { Address1: "", Town: "", PostCode: "", LookupStatus: "lookup", LookupNumber: "14" };
    expect(validateCheckoutForm({ ...collecting, Invoice: looked }, today)).toEqual({
      InvoiceAddress1: ADDRESS_REQUIRED,
      InvoiceTown: TOWN_REQUIRED,
      InvoicePostCode: POSTCODE_REQUIRED,
    });
  });

  it("when delivering, checks the delivery address by its lookup state unless it is the invoice address, and asks for a date", () => {
    const delivering: CheckoutForm = { ...collecting, fulfilment: "delivery", DeliveryDate: "2026-12-03" };
    expect(validateCheckoutForm({ ...delivering, DeliveryInvoice: true }, today)).toEqual({});
    expect(validateCheckoutForm({ ...delivering, Delivery: {} }, today)).toEqual({
      Address1: ADDRESS_REQUIRED,
      Town: TOWN_REQUIRED,
      PostCode: POSTCODE_REQUIRED,
    });
    expect(
      validateCheckoutForm({ ...delivering, LookupStatus: "lookup", Delivery: { LookupPostcode: "IP1 1AA" } }, today),
    ).toEqual({ LookupNumber: HOUSE_NUMBER_REQUIRED });
    expect(validateCheckoutForm({ ...delivering, DeliveryInvoice: true, DeliveryDate: "" }, today)).toEqual({
      DeliveryDate: DELIVERY_DATE_REQUIRED,
    });
  });

  it("checks a new card by spec/1 §5's rules, and no card when paying on account", () => {
    expect(validateCheckoutForm({ ...collecting, card: { ...card, EndY: "2026", EndM: "10" } }, today)).toEqual({
      EndM: CARD_EXPIRED,
    });
    expect(validateCheckoutForm(collecting, today)).toEqual({});
  });
});
