// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TradeAccount } from "@merchant/contract";
import { SWITCHING_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";
import { ApiError } from "~/lib/api.ts";
import * as api from "../api.ts";
import {
  counteractAccount,
  enquiryReply,
  inCreditAccount,
  requestTermsReply,
  yardAccount,
} from "../testing/trade-accounts.ts";
import {
  NO_TRADE_ACCOUNT_MESSAGE,
  SWITCH_FAILED_MESSAGE,
  TERMS_REQUEST_FAILED_MESSAGE,
  TRADE_ACCOUNTS_UNREADABLE_MESSAGE,
} from "../trade-account-words.ts";
import { TradeAccounts } from "./TradeAccounts.tsx";

vi.mock("../api.ts");

/** A promise the test settles when it chooses, to look at the page while a call is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * The dashboard's section under a route whose loader answers what the server holds now, so a
 * revalidation reads the accounts again (`serverNowHolds` changes them, `loader` counts the reads).
 */
async function renderDashboard(accounts: TradeAccount[] | null) {
  let held = accounts;
  const loader = vi.fn(() => ({ accounts: held }));
  function Page() {
    return <TradeAccounts accounts={useLoaderData<typeof loader>().accounts} />;
  }
  const Stub = createRoutesStub([{ path: "/account", loader, Component: Page, HydrateFallback: () => null }]);
  render(<Stub initialEntries={["/account"]} />);
  await screen.findByRole("heading", { name: "Trade accounts" });
  return { loader, serverNowHolds: (next: TradeAccount[]) => (held = next) };
}

// `hidden`: an open dialog hides the rest of the page from assistive technology.
const selector = () =>
  screen.getByRole("combobox", { name: "Active account", hidden: true }) as HTMLSelectElement;
/** Radix gives focus back on the next tick after a dialog closes. */
const focusComesBackToSelector = () => waitFor(() => expect(document.activeElement).toBe(selector()));
const card = (name: string) => screen.getByRole("listitem", { name });
const status = () =>
  screen.getAllByRole("status", { hidden: true }).find((region) => region.closest("[role=dialog]") === null);
const choose = (account: TradeAccount) =>
  act(async () => void fireEvent.change(selector(), { target: { value: String(account.id) } }));
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));
const settle = (run: () => void) => act(async () => run());
const threeAccounts = () => [yardAccount, counteractAccount, inCreditAccount];

beforeEach(() => {
  vi.resetAllMocks();
});

describe("the trade accounts on the dashboard (spec/1 §2; spec/2 §3)", () => {
  it("shows each account's number, name, ERP and credit in pounds, the active one marked", async () => {
    await renderDashboard(threeAccounts());
    const active = card("Carter Building Ltd");
    expect(active.textContent).toContain("Account 100234 · BisTrack");
    expect(active.textContent).toMatch(/Credit limit\s*£5,000\.00/);
    expect(active.textContent).toMatch(/Balance\s*£1,234\.56/);
    expect(active.textContent).toMatch(/Credit remaining\s*£3,765\.44/);
    expect(active.getAttribute("aria-current")).toBe("true");
    expect(within(active).getByText("Active")).toBeTruthy();

    const other = card("Carter Roofing");
    expect(other.textContent).toContain("Account 200456 · Counteract");
    expect(other.hasAttribute("aria-current")).toBe(false);
    expect(within(other).queryByText("Active")).toBeNull();
    expect(card("Carter Groundworks").textContent).toMatch(/Balance\s*£20\.00 in credit/);
    expect(card("Carter Groundworks").textContent).not.toContain("Over limit");
  });

  it("says in words when an account is over its credit limit", async () => {
    await renderDashboard(threeAccounts());
    const over = card("Carter Roofing");
    expect(within(over).getByText("Over limit")).toBeTruthy();
    expect(over.textContent).toMatch(/Credit remaining\s*-£250\.00/);
  });

  it("lists the accounts in the labelled selector, on the active one", async () => {
    await renderDashboard(threeAccounts());
    expect(selector().value).toBe(String(yardAccount.id));
    expect(
      within(selector())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "100234 – Carter Building Ltd (BisTrack)",
      "200456 – Carter Roofing (Counteract)",
      "300789 – Carter Groundworks (BisTrack)",
    ]);
  });

  it("shows a consumer, who holds no trade account, only the line that says so", async () => {
    await renderDashboard([]);
    const section = screen.getByRole("region", { name: "Trade accounts" });
    expect(section.textContent).toBe(`Trade accounts${NO_TRADE_ACCOUNT_MESSAGE}`);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("says so when the shop could not read the accounts", async () => {
    await renderDashboard(null);
    expect(screen.getByRole("alert").textContent).toBe(TRADE_ACCOUNTS_UNREADABLE_MESSAGE);
  });
});

describe("switching the active account (spec/1 §4)", () => {
  it("rests the selector and says 'Switching Account Please Wait...' until the switch is answered", async () => {
    const reply = deferred<Awaited<ReturnType<typeof api.switchAccount>>>();
    vi.mocked(api.switchAccount).mockReturnValue(reply.promise);
    await renderDashboard(threeAccounts());
    expect(status()?.textContent).toBe("");
    await choose(counteractAccount);
    expect(api.switchAccount).toHaveBeenCalledExactlyOnceWith(counteractAccount.id);
    expect(selector().disabled).toBe(true);
    expect(selector().value).toBe(String(counteractAccount.id));
    expect(status()?.textContent).toBe(SWITCHING_ACCOUNT_MESSAGE);
    await settle(() => reply.resolve(enquiryReply));
    expect(selector().disabled).toBe(false);
    expect(status()?.textContent).toBe("");
  });

  it("gives focus back to the selector, which a browser takes from a disabled control", async () => {
    const reply = deferred<Awaited<ReturnType<typeof api.switchAccount>>>();
    vi.mocked(api.switchAccount).mockReturnValue(reply.promise);
    await renderDashboard(threeAccounts());
    selector().focus();
    await choose(counteractAccount);
    // Browsers move focus from a control that becomes disabled to the page; jsdom keeps it there
    // (and will not blur a disabled control), so the test moves it as a browser would.
    act(() => {
      selector().disabled = false;
      selector().blur();
      selector().disabled = true;
    });
    expect(document.activeElement).toBe(document.body);
    await settle(() => reply.reject(new TypeError("Failed to fetch")));
    expect(document.activeElement).toBe(selector());
  });

  it("switched: reads the page's data again, so the dashboard marks the new active account", async () => {
    vi.mocked(api.switchAccount).mockResolvedValue({
      outcome: "switched",
      account: { ...counteractAccount, active: true },
    });
    const { loader, serverNowHolds } = await renderDashboard(threeAccounts());
    serverNowHolds([
      { ...yardAccount, active: false },
      { ...counteractAccount, active: true },
      inCreditAccount,
    ]);
    selector().focus();
    await choose(counteractAccount);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(card("Carter Roofing").getAttribute("aria-current")).toBe("true");
    expect(card("Carter Building Ltd").hasAttribute("aria-current")).toBe(false);
    expect(selector().value).toBe(String(counteractAccount.id));
    expect(selector().disabled).toBe(false);
    expect(document.activeElement).toBe(selector());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("trade-terms-enquiry: shows the reply's dialog and puts the selector back on the active account", async () => {
    vi.mocked(api.switchAccount).mockResolvedValue(enquiryReply);
    const { loader } = await renderDashboard(threeAccounts());
    selector().focus();
    await choose(counteractAccount);
    const dialog = screen.getByRole("dialog", { name: "Trade Terms Enquiry" });
    expect(dialog.textContent).toContain(
      "You don't currently have trade terms with the Builders United Leeds branch. Please select another branch.",
    );
    expect(selector().value).toBe(String(yardAccount.id));
    expect(loader).toHaveBeenCalledTimes(1);
    await press(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(selector().value).toBe(String(yardAccount.id));
    await focusComesBackToSelector();
  });

  it("shows the API's refusal as an alert and gives the selector back, on the active account", async () => {
    vi.mocked(api.switchAccount).mockRejectedValue(
      new ApiError(403, { code: "forbidden", message: "This trade account is on hold." }),
    );
    const { loader } = await renderDashboard(threeAccounts());
    await choose(counteractAccount);
    expect(screen.getByRole("alert").textContent).toBe("This trade account is on hold.");
    expect(selector().disabled).toBe(false);
    expect(selector().value).toBe(String(yardAccount.id));
    expect(status()?.textContent).toBe("");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["the shop did not answer", new TypeError("Failed to fetch")],
    ["the shop failed", new ApiError(500, { code: "internal", message: "Internal Server Error" })],
  ])("shows the generic words when %s", async (_, failure) => {
    vi.mocked(api.switchAccount).mockRejectedValue(failure);
    await renderDashboard(threeAccounts());
    await choose(counteractAccount);
    expect(screen.getByRole("alert").textContent).toBe(SWITCH_FAILED_MESSAGE);
    expect(selector().disabled).toBe(false);
  });

  it("reads the page again when the session is no longer live (the loader sends the user to log in)", async () => {
    vi.mocked(api.switchAccount).mockRejectedValue(
      new ApiError(401, { code: "unauthorised", message: "Please log in." }),
    );
    const { loader } = await renderDashboard(threeAccounts());
    await choose(counteractAccount);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("clears an earlier failure when the user tries again", async () => {
    vi.mocked(api.switchAccount)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(enquiryReply);
    await renderDashboard(threeAccounts());
    await choose(counteractAccount);
    expect(screen.getByRole("alert")).toBeTruthy();
    await choose(counteractAccount);
    expect(screen.queryByRole("alert", { hidden: true })).toBeNull();
    expect(api.switchAccount).toHaveBeenCalledTimes(2);
  });
});

describe("the 'Request Trade Terms' dialog (spec/1 §4)", () => {
  const requestDialog = () => screen.getByRole("dialog", { name: "Request Trade Terms" });
  const inDialog = (name: string) => within(requestDialog()).getByRole("button", { name });

  async function openRequest() {
    vi.mocked(api.switchAccount).mockResolvedValue(requestTermsReply);
    const rendered = await renderDashboard(threeAccounts());
    selector().focus();
    await choose(counteractAccount);
    return rendered;
  }

  it("says which account and branch, with the branch's phone and email, the selector on the chosen account", async () => {
    await openRequest();
    const dialog = requestDialog();
    expect(dialog.textContent).toContain(
      "Your Counteract account 200456 cannot use trade terms at the Builders United Leeds branch straight away. We can ask the branch to set them up for you.",
    );
    expect(
      within(dialog)
        .getByRole("link", { name: /^Phone\s*0113 234 5678$/ })
        .getAttribute("href"),
    ).toBe("tel:01132345678");
    expect(
      within(dialog)
        .getByRole("link", { name: /^Email\s*leeds@buildersunited\.example$/ })
        .getAttribute("href"),
    ).toBe("mailto:leeds@buildersunited.example");
    expect(inDialog("Send request")).toBeTruthy();
    expect(inDialog("Cancel")).toBeTruthy();
    expect(selector().value).toBe(String(counteractAccount.id));
  });

  it("Send request: asks the branch once, resting while it does, then shows the reply's words", async () => {
    const sent = deferred<{ message: string }>();
    vi.mocked(api.requestTradeTerms).mockReturnValue(sent.promise);
    const { loader } = await openRequest();
    await press(inDialog("Send request"));
    expect(inDialog("Send request").getAttribute("aria-disabled")).toBe("true");
    await press(inDialog("Send request"));
    expect(api.requestTradeTerms).toHaveBeenCalledExactlyOnceWith(counteractAccount.id);

    const words =
      "Thank you. We have asked the Builders United Leeds branch to set up trade terms for account 200456; they will be in touch.";
    await settle(() => sent.resolve({ message: words }));
    expect(within(requestDialog()).getByRole("status").textContent).toBe(words);
    expect(within(requestDialog()).queryByRole("button", { name: "Send request" })).toBeNull();
    const ok = inDialog("OK");
    expect(document.activeElement).toBe(ok);

    await press(ok);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(selector().value).toBe(String(yardAccount.id));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("shows a refused request in the dialog and lets the user send again", async () => {
    vi.mocked(api.requestTradeTerms)
      .mockRejectedValueOnce(
        new ApiError(409, {
          code: "conflict",
          message: "Trade terms have already been asked for this account.",
        }),
      )
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await openRequest();
    await press(inDialog("Send request"));
    expect(within(requestDialog()).getByRole("alert").textContent).toBe(
      "Trade terms have already been asked for this account.",
    );
    expect(inDialog("Send request").hasAttribute("aria-disabled")).toBe(false);
    await press(inDialog("Send request"));
    expect(within(requestDialog()).getByRole("alert").textContent).toBe(TERMS_REQUEST_FAILED_MESSAGE);
    expect(api.requestTradeTerms).toHaveBeenCalledTimes(2);
  });

  it("Cancel: closes, sends nothing and puts the selector back on the active account", async () => {
    await openRequest();
    await press(inDialog("Cancel"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requestTradeTerms).not.toHaveBeenCalled();
    expect(selector().value).toBe(String(yardAccount.id));
    await focusComesBackToSelector();
  });

  it("keeps focus inside while open and closes on Escape as Cancel does", async () => {
    await openRequest();
    const dialog = requestDialog();
    // Focus starts on the action the dialog is for.
    expect(document.activeElement).toBe(inDialog("Send request"));
    const close = inDialog("Close");
    const cancel = inDialog("Cancel");
    cancel.focus();
    await act(async () => void fireEvent.keyDown(cancel, { key: "Tab" }));
    expect(document.activeElement).toBe(close);
    await act(async () => void fireEvent.keyDown(close, { key: "Tab", shiftKey: true }));
    expect(document.activeElement).toBe(cancel);

    await act(async () => void fireEvent.keyDown(dialog, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requestTradeTerms).not.toHaveBeenCalled();
    expect(selector().value).toBe(String(yardAccount.id));
  });
});
