import type { PointerEvent } from "react";
import { Link } from "react-router";
import { cx } from "~/ui/cx.ts";
import { categoryPath } from "~/lib/paths.ts";
import { hasSubcategories, type NavigationCategory } from "./category-tree.ts";
import { LEVEL2_VISIBLE_LINKS } from "./nav-timings.ts";

type Level2Handlers = (
  id: string,
  hasPanel: boolean,
) => {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onFocus: () => void;
};

type Props = {
  id: string;
  category: NavigationCategory;
  level3: string | null;
  showingMore: boolean;
  onShowMore: () => void;
  level2: Level2Handlers;
};

/**
 * A level 1 category's panel: its level 2 links (the first few, then 'Show more' reveals the
 * rest and goes away, spec/3 §4) and, beside them, the level 3 panel of the level 2 item
 * pointed at or focused.
 */
export function Level2Panel({ id, category, level3, showingMore, onShowMore, level2 }: Props) {
  const hiddenCount = Math.max(0, category.children.length - LEVEL2_VISIBLE_LINKS);
  const showMore = () => {
    onShowMore();
    // The control goes away; focus moves to the first link it revealed, not to the page's top.
    requestAnimationFrame(() => {
      const links = document.getElementById(id)?.querySelectorAll<HTMLElement>("[data-level2-link]");
      links?.[LEVEL2_VISIBLE_LINKS]?.focus();
    });
  };

  return (
    <div id={id} className="absolute inset-x-0 top-full z-30 border-t border-line bg-white shadow-xl">
      <div className="relative mx-auto grid max-w-7xl grid-cols-[16rem_1fr] gap-6 px-4 py-4 lg:grid-cols-[18rem_1fr]">
        <ul className="flex flex-col">
          <li>
            <Link
              to={categoryPath(category)}
              className="flex min-h-11 items-center px-3 font-bold text-brand-ink hover:underline"
            >
              Shop all {category.name}
            </Link>
          </li>
          {category.children.map((child, index) => {
            const key = String(child.id);
            const hasPanel = hasSubcategories(child);
            const hidden = !showingMore && index >= LEVEL2_VISIBLE_LINKS;
            return (
              <li key={key} hidden={hidden} {...level2(key, hasPanel)}>
                <Link
                  to={categoryPath(child)}
                  data-level2-link=""
                  aria-expanded={hasPanel ? level3 === key : undefined}
                  className={cx(
                    "flex min-h-11 items-center justify-between rounded px-3 text-sm text-ink hover:bg-surface",
                    level3 === key && "bg-surface font-semibold",
                  )}
                >
                  {child.name}
                  <span className="text-xs text-muted">
                    <span className="sr-only"> (</span>
                    {child.productCount}
                    <span className="sr-only"> products)</span>
                  </span>
                </Link>
                {hasPanel && level3 === key && <Level3Panel category={child} />}
              </li>
            );
          })}
          {hiddenCount > 0 && !showingMore && (
            <li>
              <button
                type="button"
                onClick={showMore}
                className="min-h-11 px-3 text-sm font-semibold text-brand-ink underline"
              >
                Show more ({hiddenCount})
              </button>
            </li>
          )}
        </ul>
        <div className="flex items-start gap-4 text-sm text-muted">
          <MenuPicture category={category} />
          <div>
            <p className="text-lg font-bold text-ink">{category.name}</p>
            <p>{category.productCount} products to choose from. Choose a range to see what it holds.</p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** A level 2 category's own links, laid over the right-hand side of the panel. */
function Level3Panel({ category }: { category: NavigationCategory }) {
  return (
    <div className="absolute inset-y-0 right-0 left-[18.5rem] overflow-auto bg-white py-4 pr-4 lg:left-[20.5rem]">
      <div className="mb-2 flex items-center gap-3">
        <MenuPicture category={category} small />
        <p className="text-lg font-bold text-ink">{category.name}</p>
      </div>
      <ul className="grid grid-cols-2 gap-x-6 lg:grid-cols-3">
        {category.children.map((child) => (
          <li key={String(child.id)}>
            <Link
              to={categoryPath(child)}
              className="flex min-h-11 items-center text-sm text-ink hover:text-brand-ink hover:underline"
            >
              {child.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={categoryPath(category)}
            className="flex min-h-11 items-center text-sm font-semibold text-brand-ink hover:underline"
          >
            All {category.name}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * The category's picture in an open panel (spec/1 §2 "drop-down navigation menu with lazy-loaded
 * images"): a panel is drawn only when opened, and its picture loads lazily then; the name beside
 * it says what it shows, so it is decorative.
 */
function MenuPicture({ category, small = false }: { category: NavigationCategory; small?: boolean }) {
  if (!category.imageUrl) return null;
  const size = small ? 48 : 128;
  return (
    <img
      src={category.imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      className="shrink-0 rounded border border-line bg-surface object-contain"
    />
  );
}
