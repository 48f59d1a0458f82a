import { Link } from "react-router";
import type { FormResult } from "../form-result.ts";
import { AccountField } from "./AccountField.tsx";
import { AccountForm } from "./AccountForm.tsx";
import { EmailField } from "./EmailField.tsx";

type Props = { redirectTo: string; result?: FormResult | undefined };

/** Email and password, posted to the page's action; the ways on for someone without a password. */
export function LoginForm({ redirectTo, result }: Props) {
  const onward = new URLSearchParams({ redirectTo });
  return (
    <div className="flex flex-col gap-6">
      <AccountForm label="Log in" submitLabel="Log in" result={result}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField result={result} autoComplete="username" />
        <AccountField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </AccountForm>
      <ul className="flex flex-col gap-2 text-brand-ink">
        <li>
          <Link to="/account/forgotten-password" className="underline">
            Forgotten your password?
          </Link>
        </li>
        <li>
          <Link to={`/account/register?${onward}`} className="underline">
            New here? Open an account
          </Link>
        </li>
      </ul>
    </div>
  );
}
