import { ChevronLeft } from "lucide-react";

/** One step back up a menu (the app's product menus): one tap at the top of the list. */
export function BackButton({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button
      type="button"
      className="flex min-h-11 items-center gap-1 px-2 font-semibold text-brand-ink"
      onClick={onBack}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
