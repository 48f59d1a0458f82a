import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api.ts";
import {
  askBranchForTerms,
  changeCheckedAgainstAccounts,
  type AskAboutAccount,
  type ChangeQuestions,
} from "./account-compatibility.ts";
import * as api from "./api.ts";
import type { AskAboutDifferences } from "./basket-differences.ts";
import {
  accountsFine,
  activatesJoinery,
  choosesBetweenSmiths,
  colchester,
  colchesterSupportsNone,
  differencesAt,
  smithBuilders,
  smithJoinery,
  unavailableLine,
  unchangedLine,
} from "./testing/fixtures.ts";

vi.mock("./api.ts");

const toColchester = { branchId: colchester.id };
const basketFine = differencesAt(colchester, [unchangedLine(1, "Sand 25kg")]);
const losesOak = differencesAt(colchester, [unavailableLine(1, "Oak Beam 100x100")]);

/** The shopper's answers, as stubs: the account dialog's and the 'Branch differences' dialog's. */
function shopper(account: Awaited<ReturnType<AskAboutAccount>>, changeBranch = true) {
  const questions = {
    account: vi.fn<AskAboutAccount>().mockResolvedValue(account),
    differences: vi.fn<AskAboutDifferences>().mockResolvedValue(changeBranch),
  };
  return questions satisfies ChangeQuestions;
}
const sent = vi.fn(async (confirm: boolean, account: object) => ({ confirm, account }));

beforeEach(() => {
  vi.resetAllMocks();
  sent.mockImplementation(async (confirm, account) => ({ confirm, account }));
  vi.mocked(api.basketDifferences).mockResolvedValue(basketFine);
});

describe("a branch or postcode change checked against the trade accounts (spec/2 §4)", () => {
  it("asks nothing and sends the change as before when the accounts are fine", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(accountsFine);
    const asks = shopper(null);

    expect(await changeCheckedAgainstAccounts(toColchester, sent, asks)).toEqual({
      confirm: false,
      account: {},
    });
    expect(api.branchCompatibility).toHaveBeenCalledExactlyOnceWith(toColchester);
    expect(asks.account).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledExactlyOnceWith(false, {});
  });

  it("asks nothing when the one compatible account is activated: the server does that with the change", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(activatesJoinery);
    const asks = shopper(null);

    await changeCheckedAgainstAccounts({ postcode: "CO1 1AA" }, sent, asks);
    expect(api.branchCompatibility).toHaveBeenCalledExactlyOnceWith({ postcode: "CO1 1AA" });
    expect(asks.account).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledExactlyOnceWith(false, {});
  });

  it("asks which account to use, then sends the one chosen, after the basket's differences", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(choosesBetweenSmiths);
    vi.mocked(api.basketDifferences).mockResolvedValue(losesOak);
    const asks = shopper({ accountId: smithJoinery.id });

    await changeCheckedAgainstAccounts(toColchester, sent, asks);
    expect(asks.account).toHaveBeenCalledExactlyOnceWith(choosesBetweenSmiths);
    expect(asks.differences).toHaveBeenCalledOnce();
    expect(sent).toHaveBeenCalledExactlyOnceWith(true, { accountId: smithJoinery.id });
  });

  it("sends nothing, and asks nothing more, when the account selection is cancelled", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(choosesBetweenSmiths);
    const asks = shopper(null);

    expect(await changeCheckedAgainstAccounts(toColchester, sent, asks)).toBeNull();
    expect(api.basketDifferences).not.toHaveBeenCalled();
    expect(asks.differences).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends acceptUnsupported without asking about the basket, which the branch empties", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(colchesterSupportsNone);
    vi.mocked(api.basketDifferences).mockResolvedValue(losesOak);
    const asks = shopper({ acceptUnsupported: true });

    await changeCheckedAgainstAccounts(toColchester, sent, asks);
    expect(asks.account).toHaveBeenCalledExactlyOnceWith(colchesterSupportsNone);
    expect(api.basketDifferences).not.toHaveBeenCalled();
    expect(asks.differences).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledExactlyOnceWith(false, { acceptUnsupported: true });
  });

  it("sends nothing when the shopper cancels at a branch that supports none of the accounts", async () => {
    vi.mocked(api.branchCompatibility).mockResolvedValue(colchesterSupportsNone);
    const asks = shopper(null);

    expect(await changeCheckedAgainstAccounts(toColchester, sent, asks)).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends the change as before when the shop could not say, leaving the server to decide", async () => {
    vi.mocked(api.branchCompatibility).mockRejectedValue(new TypeError("Failed to fetch"));
    const asks = shopper(null);

    await changeCheckedAgainstAccounts(toColchester, sent, asks);
    expect(asks.account).not.toHaveBeenCalled();
    expect(sent).toHaveBeenCalledExactlyOnceWith(false, {});
  });
});

describe("asking the branch for trade terms (spec/2 §4)", () => {
  const accounts = (list: (typeof smithBuilders)[]) => ({ accounts: list });

  it("asks for the active account's terms at that branch and gives the reply's words", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue(
      accounts([
        { ...smithBuilders, active: false },
        { ...smithJoinery, active: true },
      ]),
    );
    vi.mocked(api.requestTradeTerms).mockResolvedValue({ message: "We have asked the branch." });

    expect(await askBranchForTerms(colchester.id)).toBe("We have asked the branch.");
    expect(api.requestTradeTerms).toHaveBeenCalledExactlyOnceWith(smithJoinery.id, colchester.id);
  });

  it("asks for the first account's when none is marked active", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue(
      accounts([
        { ...smithJoinery, active: false },
        { ...smithBuilders, active: false },
      ]),
    );
    vi.mocked(api.requestTradeTerms).mockResolvedValue({ message: "Asked." });

    await askBranchForTerms(colchester.id);
    expect(api.requestTradeTerms).toHaveBeenCalledExactlyOnceWith(smithJoinery.id, colchester.id);
  });

  it("fails, sending nothing, without a trade account to ask about", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue(accounts([]));
    await expect(askBranchForTerms(colchester.id)).rejects.toThrow();
    expect(api.requestTradeTerms).not.toHaveBeenCalled();
  });

  it("passes the refusal on", async () => {
    vi.mocked(api.tradeAccounts).mockResolvedValue(accounts([smithBuilders]));
    const refusal = new ApiError(429, { code: "rate_limited", message: "Too many requests." });
    vi.mocked(api.requestTradeTerms).mockRejectedValue(refusal);
    await expect(askBranchForTerms(colchester.id)).rejects.toBe(refusal);
  });
});
