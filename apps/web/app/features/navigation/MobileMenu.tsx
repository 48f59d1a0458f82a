import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { categoryPath } from "~/lib/paths.ts";
import { useReturnFocus } from "~/ui/return-focus.ts";
import type { NavigationCategory } from "./category-tree.ts";

type Props = {
  categories: NavigationCategory[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const rowClass =
  "flex min-h-12 w-full items-center justify-between border-b border-line px-4 text-left text-base text-ink";

/**
 * The mobile slide-out menu (spec/1 §2, §4): level 1 categories, and one level 2 submenu at a
 * time sliding over them. While open the page behind cannot scroll; focus stays inside and
 * Escape closes it (a Radix dialog).
 */
export function MobileMenu({ categories, open, onOpenChange }: Props) {
  const [submenu, setSubmenu] = useState<NavigationCategory | null>(null);
  // Coming back from a submenu, focus returns to the row that opened it.
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  const returnFocus = useReturnFocus();
  const close = () => onOpenChange(false);
  const openChange = (next: boolean) => {
    if (!next) {
      setSubmenu(null);
      setCameFrom(null);
    }
    onOpenChange(next);
  };
  const back = () => {
    setCameFrom(submenu?.slug ?? null);
    setSubmenu(null);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={openChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(85vw,360px)] animate-slide-in-left flex-col overflow-hidden bg-white shadow-xl"
        >
          <div className="flex items-center justify-between bg-brand px-4 text-on-brand">
            <RadixDialog.Title className="text-lg font-bold">Menu</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close menu" className="-mr-2 grid size-12 place-items-center">
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          {submenu ? (
            <div className="flex-1 animate-slide-in-right overflow-y-auto" key={submenu.slug}>
              <button
                type="button"
                autoFocus
                onClick={back}
                className={`${rowClass} justify-start gap-2 font-semibold`}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                Back to all categories
              </button>
              <ul aria-label={submenu.name}>
                <li>
                  <Link
                    to={categoryPath(submenu)}
                    onClick={close}
                    className={`${rowClass} font-bold text-brand-ink`}
                  >
                    Shop all {submenu.name}
                  </Link>
                </li>
                {submenu.children.map((child) => (
                  <li key={String(child.id)}>
                    <Link to={categoryPath(child)} onClick={close} className={rowClass}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul aria-label="Product categories" className="flex-1 overflow-y-auto">
              {categories.map((category) => (
                <li key={String(category.id)}>
                  {category.children.length > 0 ? (
                    <button
                      type="button"
                      autoFocus={cameFrom === category.slug}
                      onClick={() => setSubmenu(category)}
                      className={rowClass}
                    >
                      {category.name}
                      <ChevronRight aria-hidden="true" className="size-5" />
                    </button>
                  ) : (
                    <Link to={categoryPath(category)} onClick={close} className={rowClass}>
                      {category.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
