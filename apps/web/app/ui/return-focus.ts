import { useRef } from "react";

/**
 * Dialogs opened from state (no Radix Trigger) lose focus to <body> when they close. This
 * remembers what had focus as the dialog opened and gives focus back to it on close, as the
 * WAI-ARIA dialog pattern asks. Spread the result onto Radix `Dialog.Content`.
 *
 * Radix calls `onCloseAutoFocus` in a timer after the dialog unmounts. A dialog that closes by
 * itself (the phone's basket popup) may have been followed by the shopper moving on; focus that
 * has already landed somewhere stays there, and only focus left on <body> goes back to the opener.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const active = document.activeElement;
      if (active && active !== document.body) {
        event.preventDefault();
        return;
      }
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
