import { Menu } from "lucide-react";

/** Opens the slide-out menu; shown below 600 px, where the category bar is hidden. */
export function MobileMenuButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label="Open menu"
      aria-haspopup="dialog"
      className="grid size-11 shrink-0 place-items-center rounded-md nav:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
