// @vitest-environment happy-dom
/**
 * The account form's repeat-click guard when React never commits the router's in-between states
 * (its updates are transitions, so a quick answer can go from idle to idle): the shopper's next
 * submit, after the answer, must still be sent.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import { formRefused, type FormResult } from "../form-result.ts";
import { AccountForm } from "./AccountForm.tsx";

vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  // What a render sees when React skipped every state of the navigation but the last.
  useNavigation: () => ({ state: "idle" }),
}));

it("sends a second submit once the first has its answer, though no render saw it in flight", async () => {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/page",
      Component: ({ actionData }: { actionData?: FormResult }) => (
        <AccountForm label="Log in" submitLabel="Log in" result={actionData}>
          <input name="email" aria-label="Email" defaultValue="sam@example.co.uk" />
        </AccountForm>
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return formRefused({ statusMessage: `Refused ${posted.length}` });
      },
    },
  ]);
  render(<Stub initialEntries={["/page"]} />);
  const button = await screen.findByRole("button", { name: "Log in" });
  await act(async () => fireEvent.click(button));
  expect((await screen.findByRole("alert")).textContent).toBe("Refused 1");
  await act(async () => fireEvent.click(button));
  expect((await screen.findByRole("alert")).textContent).toBe("Refused 2");
  expect(posted).toHaveLength(2);
});
