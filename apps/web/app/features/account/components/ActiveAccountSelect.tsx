import { LoaderCircle } from "lucide-react";
import { useLayoutEffect, useRef, type ChangeEvent } from "react";
import type { TradeAccount } from "@merchant/contract";
import { SWITCHING_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";

type Props = {
  accounts: readonly TradeAccount[];
  /** The account the selector shows: the one being switched to, or the active one. */
  selectedId: number | null;
  switching: boolean;
  failure: string | null;
  onChoose: (accountId: number) => void;
};

const optionText = (account: TradeAccount) =>
  `${account.accNumber} – ${account.name} (${account.erpFriendly})`;

/**
 * spec/1 §4: the 'Active account' selector. While a switch is under way it rests (disabled) and
 * 'Switching Account Please Wait...' is read out; a failure is announced as an alert.
 */
export function ActiveAccountSelect({ accounts, selectedId, switching, failure, onChoose }: Props) {
  const select = useRef<HTMLSelectElement>(null);

  // A disabled control loses focus. Once the switch settles, focus comes back to the selector
  // (before a dialog opens, so the dialog gives it back here when it closes), unless the user
  // has moved on meanwhile.
  const wasSwitching = useRef(switching);
  useLayoutEffect(() => {
    const settled = wasSwitching.current && !switching;
    wasSwitching.current = switching;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (settled && (lost || document.activeElement === select.current)) select.current?.focus();
  }, [switching]);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => onChoose(Number(event.currentTarget.value));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="active-account" className="text-sm font-semibold">
        Active account
      </label>
      <select
        ref={select}
        id="active-account"
        value={selectedId ?? ""}
        disabled={switching}
        onChange={onChange}
        className="min-h-11 w-full max-w-md rounded-md border border-field bg-white px-3 text-base text-ink disabled:opacity-60"
      >
        {selectedId === null && (
          <option value="" disabled>
            Choose an account
          </option>
        )}
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {optionText(account)}
          </option>
        ))}
      </select>
      <p role="status" className="min-h-6 text-sm font-semibold">
        {switching && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {SWITCHING_ACCOUNT_MESSAGE}
          </span>
        )}
      </p>
      {failure && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
