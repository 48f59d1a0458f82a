type Props = {
  checked: boolean;
  disabled: boolean;
  onChange: (save: boolean) => void;
};

/** 'Save this card' under a new card, for a signed-in user (a guest has nowhere to keep it). */
export function SaveCardCheckbox({ checked, disabled, onChange }: Props) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name="SaveCard"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5"
      />
      Save this card
    </label>
  );
}
