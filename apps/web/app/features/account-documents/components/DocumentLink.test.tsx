// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import * as api from "../api.ts";
import { AccountDocuments } from "./AccountDocuments.tsx";
import { DocumentLink } from "./DocumentLink.tsx";

vi.mock("../api.ts");

beforeEach(() => vi.resetAllMocks());

describe("document links log the document's type when opened (spec/1 §7 logdocumentclick)", () => {
  it("sends the type and the account with the click, and the link opens", async () => {
    const { currentPage } = renderInRouter(
      () => (
        <DocumentLink to="/account/statement?account=11" type="statement" accountId={11}>
          Statement of account
        </DocumentLink>
      ),
      "/account",
    );
    const link = screen.getByRole("link", { name: "Statement of account" });
    expect(link.getAttribute("data-document-type")).toBe("statement");
    await act(async () => void fireEvent.click(link));
    expect(api.logDocumentClick).toHaveBeenCalledExactlyOnceWith("statement", 11);
    expect(currentPage()).toBe("/account/statement?account=11");
  });

  it("opens the link even when the log cannot be sent", async () => {
    vi.mocked(api.logDocumentClick).mockImplementation(() => {
      throw new TypeError("Failed to fetch");
    });
    const { currentPage } = renderInRouter(
      () => (
        <DocumentLink to="/account/statement?account=11" type="statement">
          Statement of account
        </DocumentLink>
      ),
      "/account",
    );
    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "Statement of account" })));
    expect(api.logDocumentClick).toHaveBeenCalledOnce();
    expect(currentPage()).toBe("/account/statement?account=11");
  });

  it("gives each trade account's card its statement link, named for the account", async () => {
    renderInRouter(
      () => <AccountDocuments account={{ id: 12, accNumber: "CAR2001" }} onlineInvoicesRequestedAt={null} />,
      "/account",
    );
    const link = screen.getByRole("link", { name: "Statement of account for CAR2001" });
    expect(link.getAttribute("href")).toBe("/account/statement?account=12");
    await act(async () => void fireEvent.click(link));
    expect(api.logDocumentClick).toHaveBeenCalledExactlyOnceWith("statement", 12);
  });
});
