// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { branchSaved, ipswich, ipswichDetail } from "../test-fixtures.ts";
import { SaveThisBranch } from "./save-this-branch.tsx";

const saveBranch = vi.fn(async () => branchSaved(ipswich));

function renderSave(homeBranchId: number | null, branch = ipswichDetail) {
  renderInRouter(() => (
    <SaveThisBranch branch={branch} homeBranchId={homeBranchId} saveBranch={saveBranch} />
  ));
}

const saveButton = () => screen.queryByRole("button", { name: /^Save as my branch/ });

afterEach(() => vi.useRealTimers());

describe("'Save as my branch' on a branch's page (spec/2 §2, §4)", () => {
  it("is not offered on the shopper's own branch, which says so", () => {
    renderSave(ipswich.id);
    expect(saveButton()).toBeNull();
    expect(screen.getByText("Your branch")).toBeTruthy();
  });

  it("is not offered where the basket is not in use", () => {
    renderSave(null, { ...ipswichDetail, basketEcommerceActive: false });
    expect(saveButton()).toBeNull();
  });

  it("saves the branch and says so for 3 seconds", async () => {
    renderSave(null);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(saveButton()!));
    expect(saveBranch).toHaveBeenCalledWith(ipswich.id);
    expect(screen.getByRole("dialog", { name: "Branch Set" }).textContent).not.toContain("Previous Page");
    await act(async () => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Your branch")).toBeTruthy();
  });
});
