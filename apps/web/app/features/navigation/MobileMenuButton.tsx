import { Menu } from "lucide-react";
import type { CategoryNode } from "@merchant/contract";
import { categoryPath } from "~/lib/paths.ts";

type Props = {
  /** The departments, linked from the menu that works without JavaScript. */
  categories: Pick<CategoryNode, "id" | "slug" | "name">[];
  onOpen: () => void;
};

/**
 * Opens the slide-out menu; shown below 600 px, where the category bar is hidden. Until the page
 * wakes, and without JavaScript, the button would do nothing: in its place a native <details>
 * lists the departments as plain links (issue 15). `data-hydrated` on <html> swaps the two.
 */
export function MobileMenuButton({ categories, onOpen }: Props) {
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        aria-label="Open menu"
        aria-haspopup="dialog"
        className="grid size-11 shrink-0 place-items-center rounded-md nav:hidden [:root:not([data-hydrated])_&]:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <details className="relative shrink-0 nav:hidden [[data-hydrated]_&]:hidden">
        <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-md [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Menu</span>
        </summary>
        <nav
          aria-label="Departments"
          className="absolute top-full left-0 z-40 mt-2 w-[min(85vw,360px)] overflow-hidden rounded-md bg-white text-ink shadow-xl"
        >
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={categoryPath(category)}
                  className="flex min-h-12 items-center border-b border-line px-4 text-base"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </>
  );
}
