// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DevOutbox, OutboxEmail } from "@merchant/contract";
import { json, loaderArgs, refused } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/dev-mail";
import DevMailPage, { loader } from "./dev-mail.tsx";

type DevMailData = Route.ComponentProps["loaderData"];

const waiting: OutboxEmail = {
  id: 2,
  kind: "branch-request",
  to: "builder@example.co.uk",
  replyTo: null,
  subject: "We have your request",
  text: "Thank you: the Ipswich branch will call you today.",
  html: null,
  createdAt: "2026-11-24T22:19:05.000Z",
  nextAttemptAt: "2026-11-24T22:19:05.000Z",
  attempts: 0,
  lastError: null,
  sentAt: null,
  status: "waiting",
};
const sent: OutboxEmail = {
  ...waiting,
  id: 1,
  kind: "quote",
  subject: "Your quote",
  attempts: 1,
  sentAt: "2026-07-01T09:30:00.000Z",
  status: "sent",
};
const retrying: OutboxEmail = {
  ...waiting,
  id: 3,
  subject: "Refused once",
  attempts: 1,
  lastError: "EENVELOPE 552: Recipient address rejected",
  nextAttemptAt: "2026-11-24T22:20:05.000Z",
  status: "retrying",
};

function renderPage(loaderData: DevMailData) {
  const Stub = createRoutesStub([{ path: "/dev/mail", Component: DevMailPage, loader: () => loaderData }]);
  render(<Stub initialEntries={["/dev/mail"]} />);
}

describe("the developer mail page's loader", () => {
  it("asks the API for the outbox, of one kind when the address says so", async () => {
    const outbox: DevOutbox = { emails: [waiting], sending: false };
    const asked: string[] = [];
    const args = loaderArgs("/dev/mail?kind=branch-request", (path, query) => {
      asked.push(`${path}?${query}`);
      return json(outbox);
    });
    expect(await loader(args as Route.LoaderArgs)).toEqual({
      kind: "branch-request",
      emails: [waiting],
      sending: false,
      refusal: undefined,
    });
    expect(asked).toEqual(["/api/dev/outbox?kind=branch-request"]);
  });

  it("is the page's 404 when the API has no outbox (production)", async () => {
    const args = loaderArgs("/dev/mail", () =>
      json({ error: { code: "not_found", message: "There is nothing at GET /api/dev/outbox" } }, 404),
    );
    const thrown = await loader(args as Route.LoaderArgs).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("says why when the API refuses the kind", async () => {
    const args = loaderArgs("/dev/mail?kind=%00", () =>
      refused({ kind: "Must not contain control characters" }),
    );
    expect(await loader(args as Route.LoaderArgs)).toMatchObject({
      emails: [],
      refusal: "Kind must not contain control characters.",
    });
  });
});

describe("the developer mail page", () => {
  it("lists each email with its subject, recipient, kind, time and state, its text folded away", async () => {
    renderPage({ kind: undefined, emails: [retrying, waiting, sent], sending: true, refusal: undefined });
    const list = await screen.findByRole("list", { name: "Emails" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Refused once",
      "We have your request",
      "Your quote",
    ]);

    const [refusedCard, waitingCard, sentCard] = cards;
    expect(within(refusedCard!).getByText("Failed 1 attempt, next try 24/11/2026, 22:20:05")).toBeTruthy();
    expect(within(refusedCard!).getByText("EENVELOPE 552: Recipient address rejected")).toBeTruthy();
    expect(within(waitingCard!).getByText("Waiting")).toBeTruthy();
    expect(within(waitingCard!).getByText("builder@example.co.uk")).toBeTruthy();
    expect(within(waitingCard!).getByRole("link", { name: "branch-request" }).getAttribute("href")).toBe(
      "/dev/mail?kind=branch-request",
    );
    expect(within(waitingCard!).getByText("24/11/2026, 22:19:05").getAttribute("datetime")).toBe(
      waiting.createdAt,
    );
    // British Summer Time: 09:30 UTC is 10:30 in London.
    expect(within(sentCard!).getByText("Sent 01/07/2026, 10:30:00")).toBeTruthy();

    const body = within(waitingCard!).getByText(waiting.text);
    expect(body.closest("details")).not.toBeNull();
    expect(body.closest("details")?.open).toBe(false);
    expect(screen.getByText(/sends these through SMTP_URL/)).toBeTruthy();
  });

  it("says mail is only kept without SMTP_URL, and when the outbox is empty", async () => {
    renderPage({ kind: undefined, emails: [], sending: false, refusal: undefined });
    expect(await screen.findByText("No emails in the outbox.")).toBeTruthy();
    expect(screen.getByText(/SMTP_URL is not set: emails wait here and are not sent/)).toBeTruthy();
  });

  it("names the kind it keeps to, with a way back to every kind", async () => {
    renderPage({ kind: "quote", emails: [sent], sending: false, refusal: undefined });
    expect((await screen.findByText(/Only emails of kind/)).textContent).toContain("quote");
    expect(screen.getByRole("link", { name: "Show every kind" }).getAttribute("href")).toBe("/dev/mail");
  });
});
