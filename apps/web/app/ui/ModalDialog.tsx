import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx.ts";
import { useReturnFocus } from "./return-focus.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence under the title, read out when the dialog opens. */
  description?: string;
  children?: ReactNode;
  /** Closes the dialog by itself after this many milliseconds (the empty-search message: 2000). */
  autoCloseMs?: number;
  /** "content": as wide as its text needs; "wide": the full width the spec allows. */
  size?: "content" | "wide";
  /**
   * Where focus starts: "control", the first control (or the one marked `data-autofocus`); or
   * "dialog", the dialog itself, for one that answers keys of its own at once (the lightbox's arrows).
   */
  initialFocus?: "control" | "dialog";
  /** Keys pressed anywhere in the dialog. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** "centre": in the middle of the window; "side": a panel sliding in from the right, full height. */
  placement?: "centre" | "side";
};

/**
 * The one dialog of the shop, its code fetched on demand through `Dialog` (Dialog.tsx).
 * spec/1 §9: at most 90% of the window's width up to 1000 px and 95% of its height up to
 * 1000 px; longer content scrolls inside. spec/2 §9: at least 310 px wide, which on the
 * narrowest phones (320 px) wins over the 90%. Radix traps focus inside, closes on Escape;
 * focus goes back to what had it when the dialog opened. Focus starts on the first control,
 * or on the one marked `data-autofocus` (the box a dialog opens to be typed in).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  autoCloseMs,
  size = "content",
  initialFocus = "control",
  onKeyDown,
  placement = "centre",
}: DialogProps) {
  const returnFocus = useReturnFocus();
  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => onOpenChange(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onOpenChange]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={cx(
            "fixed z-50 overflow-auto bg-white p-6 shadow-xl focus:outline-none",
            placement === "side"
              ? "animate-slide-in-right top-0 right-0 h-full w-[min(90vw,420px)] min-w-[min(310px,100vw)]"
              : cx(
                  "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-lg",
                  // A min-width larger than the max-width wins: 310 px on a 320 px phone (never wider than the window).
                  "max-h-[min(95vh,1000px)] max-w-[min(90vw,1000px)] min-w-[min(310px,100vw)]",
                  size === "wide" ? "w-[min(90vw,1000px)]" : "w-max",
                ),
          )}
          {...returnFocus}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            const dialog = event.currentTarget as HTMLElement | null;
            const preferred =
              initialFocus === "dialog" ? dialog : dialog?.querySelector<HTMLElement>("[data-autofocus]");
            if (!preferred) return;
            event.preventDefault();
            preferred.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-md text-ink hover:bg-surface"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            // pre-line: a message of two lines (the tally refusal, decision 012) keeps its break.
            <RadixDialog.Description className="mt-2 text-base whitespace-pre-line text-ink">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
