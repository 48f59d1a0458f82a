import type { AccountDetails } from "@merchant/contract";
import { Fragment } from "react";
import type { FormResult } from "../form-result.ts";
import { DETAILS_INTENT } from "../details-action.ts";
import { AccountField } from "./AccountField.tsx";
import { AccountForm } from "./AccountForm.tsx";

type Props = { details: AccountDetails; result?: FormResult | undefined };

/**
 * "Your details" on the account page: name, phone and company, each checked as it is left
 * (model account-details). The email address is shown, not changed here: it is the login
 * (decision 120). After a refusal the inputs hold what was typed; after a save, what was saved,
 * from the action's answer (the page's details may be read again a render later), and the inputs
 * start again whenever the saved details change.
 */
export function DetailsForm({ details, result }: Props) {
  // What was typed after a refusal, what was saved after a save (before the details are read again).
  const typed = (name: string) => result?.values[name];
  const saved = [details.name, details.phone, details.company].join("\u0000");
  return (
    <AccountForm
      label="Your details"
      submitLabel="Save my details"
      result={result}
      intent={DETAILS_INTENT}
      model="account-details"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold">Email</p>
        <p className="break-all text-base text-ink">{details.email}</p>
        <p className="text-sm text-muted">You log in with this address; it is not changed here.</p>
      </div>
      <Fragment key={saved}>
        <AccountField
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={typed("name") ?? details.name}
          required
        />
        <AccountField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          hint="A UK landline or mobile number."
          defaultValue={typed("phone") ?? details.phone ?? ""}
        />
        <AccountField
          label="Company (optional)"
          name="company"
          autoComplete="organization"
          defaultValue={typed("company") ?? details.company ?? ""}
        />
      </Fragment>
    </AccountForm>
  );
}
