import { useRef } from "react";

/**
 * Dialogs opened from state (no Radix Trigger) lose focus to <body> when they close. This
 * remembers what had focus as the dialog opened and gives focus back to it on close, as the
 * WAI-ARIA dialog pattern asks. Spread the result onto Radix `Dialog.Content`.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
