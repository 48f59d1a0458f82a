// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaceOrderBody } from "@merchant/contract";
import {
  CARD_NUMBER_INVALID,
  CARDHOLDER_NAME_REQUIRED,
  EXPIRY_REQUIRED,
  GUEST_HAS_ACCOUNT,
  SECURITY_CODE_REQUIRED,
  TOWN_REQUIRED,
} from "@merchant/domain/checkout";
import {
  CARD_DECLINED,
  DELIVERY_DATE_REQUIRED,
  EMAIL_INVALID,
  NAME_REQUIRED,
  PRICES_CHANGED_AT_CHECKOUT,
} from "@merchant/domain/orders";
import { ApiError } from "~/lib/api.ts";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import * as api from "../api.ts";
import type { CalendarSlotProps } from "../slots.ts";
import { ACCOUNT_LOOKUP_DELAY_MS } from "../use-guest-account-check.ts";
import { NO_ANSWER_AT_CHECKOUT } from "../use-place-order.ts";
import { basket, guestOptions, order, tradeOptions } from "../testing/fixtures.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";

vi.mock("../api.ts");

const NEXT_YEARS = String(new Date().getFullYear() + 3);

type Props = Partial<Parameters<typeof CheckoutForm>[0]>;

/** The delivery calendar as the page hands it in: here one button per day, and its error. */
function Calendar({ onChange, error, selected }: CalendarSlotProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange("2026-12-02")}>
        Wednesday 2 December 2026
      </button>
      {selected && <p>Chosen {selected}</p>}
      {error && <p>{error}</p>}
    </div>
  );
}

function renderForm(props: Props = {}) {
  const onPricesChanged = vi.fn();
  const rendered = renderInRouter(
    () => (
      <CheckoutForm
        basket={basket()}
        options={guestOptions}
        signedIn={false}
        deliveryPostcode={null}
        renderCalendar={(slot) => <Calendar {...slot} />}
        onPricesChanged={onPricesChanged}
        {...props}
      />
    ),
    "/checkout",
  );
  return { ...rendered, onPricesChanged };
}

const form = () => screen.getByRole("form", { name: "Checkout" });
const field = (label: string, within_: HTMLElement = form()) =>
  within(within_).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string, scope?: HTMLElement) =>
  act(async () => void fireEvent.change(field(label, scope), { target: { value } }));
const leave = (label: string, scope?: HTMLElement) =>
  act(async () => void fireEvent.blur(field(label, scope)));
const placeOrderButton = () => within(form()).getByRole("button", { name: /Place order|Placing your order/ });
const placeOrder = () => act(async () => void fireEvent.click(placeOrderButton()));
const invoice = () => screen.getByRole("group", { name: "Invoice address" });
const payment = () => screen.getByRole("region", { name: "Payment" });

async function fillDetails(name = "Jo Mason", email = "jo.mason@example.co.uk") {
  await type("Full name", name);
  await type("Email address", email);
  await type("Confirm email address", email);
}

async function fillInvoiceAddress() {
  await type("Address line 1", "4 Mill Lane", invoice());
  await type("Town or city", "Ipswich", invoice());
  await type("Postcode", "IP1 1AA", invoice());
}

async function fillCard(number = "4242 4242 4242 4242") {
  await type("Card number", number);
  const expiry = screen.getByRole("group", { name: "Expiry date" });
  await type("Month (MM)", "08", expiry);
  await type("Year (YYYY)", NEXT_YEARS, expiry);
  await type("Security code", "737");
  await type("Cardholder name", "Jo Mason");
}

async function fillEverything() {
  await fillDetails();
  await fillInvoiceAddress();
  await fillCard();
}

const sentBodies = () => vi.mocked(api.placeOrder).mock.calls.map(([body]) => body as PlaceOrderBody);

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.accountExists).mockResolvedValue({ exists: false });
  window.dataLayer = [];
});
afterEach(() => vi.useRealTimers());

describe("the checkout form's rules (spec/1 §5 Checkout)", () => {
  it("shows a field's rule when the shopper leaves it, and takes it away once the field is right", async () => {
    renderForm();
    await leave("Full name");
    expect(within(form()).getByText(NAME_REQUIRED)).toBeTruthy();
    expect(field("Full name").getAttribute("aria-invalid")).toBe("true");
    await type("Full name", "Jo Mason");
    expect(within(form()).queryByText(NAME_REQUIRED)).toBeNull();
    // Leaving a field that was not wrong shows nothing of the fields not yet reached.
    expect(within(form()).queryByText(EMAIL_INVALID)).toBeNull();
  });

  it("shows every rule at once on submit, focuses the first field in error, and sends nothing", async () => {
    renderForm();
    await placeOrder();
    for (const message of [
      NAME_REQUIRED,
      EMAIL_INVALID,
      "Please enter your address",
      TOWN_REQUIRED,
      "Please enter your postcode",
      CARD_NUMBER_INVALID,
      EXPIRY_REQUIRED,
      SECURITY_CODE_REQUIRED,
      CARDHOLDER_NAME_REQUIRED,
    ]) {
      expect(within(form()).getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field("Full name"));
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it("fills the placeholder email when both emails are empty and a name is given", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm();
    await fillEverything();
    await type("Email address", "");
    await type("Confirm email address", "");
    await placeOrder();
    expect(field("Email address").value).toBe("jo.mason@no-email.invalid");
    expect(field("Confirm email address").value).toBe("jo.mason@no-email.invalid");
    expect(sentBodies()[0]).toMatchObject({
      EmailAddress: "jo.mason@no-email.invalid",
      EmailAddress2: "jo.mason@no-email.invalid",
    });
  });

  it("asks for a delivery day and address when delivering; to the invoice address, only the day", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm({ basket: basket("delivery"), deliveryPostcode: "IP4 2BX" });
    await fillEverything();
    const delivery = screen.getByRole("group", { name: "Delivery address" });
    expect(field("Postcode", delivery).value).toBe("IP4 2BX");
    await placeOrder();
    expect(within(form()).getByText(DELIVERY_DATE_REQUIRED)).toBeTruthy();
    expect(within(form()).getByText("Please enter your address")).toBeTruthy();
    expect(api.placeOrder).not.toHaveBeenCalled();

    // Delivering to the invoice address: no delivery address to give.
    await act(
      async () => void fireEvent.click(within(form()).getByLabelText("Deliver to my invoice address")),
    );
    expect(screen.queryByRole("group", { name: "Delivery address" })).toBeNull();
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "Wednesday 2 December 2026" })),
    );
    await placeOrder();
    expect(sentBodies()[0]).toMatchObject({
      DeliveryInvoice: true,
      DeliveryDate: "2026-12-02",
      Invoice: { Address1: "4 Mill Lane", Town: "Ipswich", PostCode: "IP1 1AA" },
    });
    expect(sentBodies()[0]).not.toHaveProperty("Delivery");
  });
});

describe("the guest's email (spec/1 §1, §5 account-email lookup, §7)", () => {
  it("looks an email up once it has 3 characters and reads as one, after a pause, and offers to log in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(api.accountExists).mockResolvedValue({ exists: true });
    renderForm();
    await type("Email address", "jo");
    await act(async () => void vi.advanceTimersByTime(ACCOUNT_LOOKUP_DELAY_MS));
    expect(api.accountExists).not.toHaveBeenCalled();
    await type("Email address", "trade@example.co.uk");
    await act(async () => void vi.advanceTimersByTime(ACCOUNT_LOOKUP_DELAY_MS - 100));
    expect(api.accountExists).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(vi.mocked(api.accountExists).mock.calls[0]?.[0]).toBe("trade@example.co.uk");
    const notice = await screen.findByText(GUEST_HAS_ACCOUNT, { exact: false });
    const login = within(notice).getByRole("link", { name: "Log in" });
    expect(login.getAttribute("href")).toBe("/account/login?redirectTo=/checkout");
  });

  it("does not look up a signed-in user's email, which starts filled in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm({ options: tradeOptions(100_000), signedIn: true });
    expect(field("Full name").value).toBe("Sam Carter");
    expect(field("Email address").value).toBe("trade@example.co.uk");
    await act(async () => void vi.advanceTimersByTime(ACCOUNT_LOOKUP_DELAY_MS * 2));
    expect(api.accountExists).not.toHaveBeenCalled();
  });
});

describe("the new card (spec/1 §3 card types, CardTypeID)", () => {
  it("names the card type as the number is typed, and shows the issue number for types 3 and 5 only", async () => {
    renderForm();
    await type("Card number", "4242 4242 4242 4242");
    expect(within(payment()).getByText("Card type: Visa")).toBeTruthy();
    expect(within(payment()).queryByLabelText("Issue number (if shown on your card)")).toBeNull();
    await type("Card number", "6759 6498 2643 8453");
    expect(within(payment()).getByText("Card type: Maestro")).toBeTruthy();
    expect(within(payment()).getByLabelText("Issue number (if shown on your card)")).toBeTruthy();
    await type("Card number", "6767 0000 0000 0003");
    expect(within(payment()).getByText("Card type: Solo")).toBeTruthy();
    expect(within(payment()).getByLabelText("Issue number (if shown on your card)")).toBeTruthy();
    await type("Card number", "5555 5555 5555 4444");
    expect(within(payment()).getByText("Card type: Mastercard")).toBeTruthy();
    expect(within(payment()).queryByLabelText("Issue number (if shown on your card)")).toBeNull();
  });

  it("sends the card's digits with its type id and the fields the shopper gave", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm();
    await fillEverything();
    await placeOrder();
    expect(sentBodies()[0]?.payment).toEqual({
      method: "card",
      card: {
        CardExisting: "0",
        CardNumber: "4242424242424242",
        CardTypeID: "1",
        SecurityNumber: "737",
        EndM: "08",
        EndY: NEXT_YEARS,
        FullName: "Jo Mason",
        SaveCard: false,
      },
    });
  });
});

describe("paying on account or by a saved card", () => {
  it("offers the trade account whose credit covers the order, chosen first", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm({ options: tradeOptions(100_000), signedIn: true });
    const onAccount = within(payment()).getByRole("radio", {
      name: "Pay on account CAR1001",
    }) as HTMLInputElement;
    expect(onAccount.checked).toBe(true);
    expect(within(payment()).queryByLabelText("Card number")).toBeNull();
    await fillInvoiceAddress();
    await placeOrder();
    expect(sentBodies()[0]?.payment).toEqual({ method: "account" });
  });

  it("says why an account whose credit does not cover the order cannot pay, and offers the saved card", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm({ options: tradeOptions(4_000), signedIn: true });
    expect(
      within(payment()).getByText(
        "Account CAR1001 does not have enough credit remaining for this order. Please pay by card.",
      ),
    ).toBeTruthy();
    expect(within(payment()).queryByRole("radio", { name: /Pay on account/ })).toBeNull();
    const saved = within(payment()).getByRole("radio", {
      name: "Visa ending 4242, expires 08/2030",
    }) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    await fillInvoiceAddress();
    await placeOrder();
    expect(sentBodies()[0]?.payment).toEqual({ method: "card", card: { CardExisting: "5" } });
  });

  it("offers 'Save this card' to a signed-in user paying by a new card, and sends the wish", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm({ options: tradeOptions(0), signedIn: true });
    await act(async () => void fireEvent.click(within(payment()).getByRole("radio", { name: "A new card" })));
    await act(async () => void fireEvent.click(within(payment()).getByLabelText("Save this card")));
    await fillInvoiceAddress();
    await fillCard();
    await placeOrder();
    expect(sentBodies()[0]?.payment).toMatchObject({
      method: "card",
      card: { CardExisting: "0", SaveCard: true },
    });
  });

  it("offers a guest no choice but a new card, and nothing to save it in", () => {
    renderForm();
    expect(within(payment()).queryAllByRole("radio")).toEqual([]);
    expect(within(payment()).getByLabelText("Card number")).toBeTruthy();
    expect(within(payment()).queryByLabelText("Save this card")).toBeNull();
  });
});

describe("placing the order (spec/1 §4 'Checkout submit')", () => {
  it("turns Place order into a disabled spinner while the order is sent, and a second press sends nothing", async () => {
    let answer: (value: Awaited<ReturnType<typeof api.placeOrder>>) => void = () => {};
    vi.mocked(api.placeOrder).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { currentPage } = renderForm();
    await fillEverything();
    await placeOrder();
    const button = placeOrderButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(button).getByRole("status").textContent).toBe("Placing your order");
    await act(async () => void fireEvent.submit(form()));
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    await act(async () => answer({ kind: "placed", order: order() }));
    await waitFor(() => expect(currentPage()).toBe("/checkout/confirmation/BU0K3J9X2A"));
  });

  it("places the order when Enter is pressed in a field", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    const { currentPage } = renderForm();
    await fillEverything();
    await act(async () => void fireEvent.keyDown(field("Cardholder name"), { key: "Enter" }));
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentPage()).toBe("/checkout/confirmation/BU0K3J9X2A"));
  });

  it("sends the same idempotency key again after no answer, and a new one after the card's decline", async () => {
    vi.mocked(api.placeOrder)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(402, { code: "payment_declined", message: CARD_DECLINED }))
      .mockResolvedValueOnce({ kind: "placed", order: order() });
    renderForm();
    await fillEverything();
    await placeOrder();
    expect(await within(form()).findByText(NO_ANSWER_AT_CHECKOUT)).toBeTruthy();
    await placeOrder();
    expect(within(payment()).getByRole("alert").textContent).toBe(CARD_DECLINED);
    expect(document.activeElement).toBe(within(payment()).getByRole("alert"));
    await placeOrder();
    const [first, retry, next] = sentBodies().map((body) => body.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
  });

  it("puts the server's refusals under the fields they name, the first focused", async () => {
    vi.mocked(api.placeOrder).mockRejectedValue(
      new ApiError(400, {
        code: "bad_request",
        message: "Please check the details highlighted",
        fields: { "Invoice.Town": "Must be at most 60 characters", EndY: "Card has already expired" },
      }),
    );
    renderForm();
    await fillEverything();
    await placeOrder();
    expect(within(invoice()).getByText("Must be at most 60 characters")).toBeTruthy();
    expect(within(payment()).getByText("Card has already expired")).toBeTruthy();
    expect(document.activeElement).toBe(field("Town or city", invoice()));
  });

  it("reads the basket again when the prices changed, with the server's words above the form", async () => {
    vi.mocked(api.placeOrder).mockRejectedValue(
      new ApiError(409, {
        code: "conflict",
        message: PRICES_CHANGED_AT_CHECKOUT,
        fields: { expectedTotal: PRICES_CHANGED_AT_CHECKOUT },
      }),
    );
    const { onPricesChanged } = renderForm();
    await fillEverything();
    await placeOrder();
    expect(onPricesChanged).toHaveBeenCalledTimes(1);
    const words = within(form()).getAllByRole("alert")[0]!;
    expect(words.textContent).toBe(PRICES_CHANGED_AT_CHECKOUT);
    expect(sentBodies()[0]?.expectedTotal).toBe(4800);
  });

  it("goes to the card's 3-D Secure check with the attempt's key in the address", async () => {
    vi.mocked(api.placeOrder).mockImplementation(async (body) => ({
      kind: "challenge",
      challengeUrl: "/checkout/challenge?reference=sbx_123",
      idempotencyKey: body.idempotencyKey,
    }));
    const { currentPage } = renderForm();
    await fillEverything();
    await placeOrder();
    const key = sentBodies()[0]!.idempotencyKey;
    await waitFor(() => expect(currentPage()).toBe(`/checkout/challenge?reference=sbx_123&key=${key}`));
  });

  it("pushes the shipping and payment steps to the data layer as the order is sent", async () => {
    vi.mocked(api.placeOrder).mockResolvedValue({ kind: "placed", order: order() });
    renderForm();
    await fillEverything();
    await placeOrder();
    const steps = (window.dataLayer ?? []).filter((entry) => entry.event === "checkout_progress");
    expect(steps).toEqual([
      { event: "checkout_progress", step: 2 },
      { event: "checkout_progress", step: 3 },
    ]);
    const payment = window.dataLayer?.find((entry) => entry.event === "add_payment_info");
    expect(payment).toMatchObject({ ecommerce: { currency: "GBP", value: 48, payment_type: "new card" } });
  });

  it("shows the decline of a failed 3-D Secure check at the payment, until the next attempt", async () => {
    renderForm({ declined: CARD_DECLINED });
    expect(within(payment()).getByRole("alert").textContent).toBe(CARD_DECLINED);
  });
});
