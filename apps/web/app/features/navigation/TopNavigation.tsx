import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { cx } from "~/ui/cx.ts";
import { hasSubcategories, loadWholeCategoryTree, type NavigationCategory } from "./category-tree.ts";
import { Level2Panel } from "./Level2Panel.tsx";
import { categoryPath } from "~/lib/paths.ts";
import { level1LinkId, panelId, useTopNavigation } from "./use-top-navigation.ts";

/**
 * The desktop and tablet category bar (600 px and wider) with its level 2 and level 3 panels
 * (spec/3 §4). Every item is a real link, so the bar works before scripts load and without them.
 */
export function TopNavigation({ categories }: { categories: NavigationCategory[] }) {
  const { state, nav, level1, level2, showMore } = useTopNavigation();
  // The level 3 links are read when the bar is first pointed at or tabbed into (decision 173).
  const toLoad = categories.some((category) => category.children.some((child) => child.childrenToLoad));
  const wake = () => {
    if (toLoad) loadWholeCategoryTree().catch(() => undefined);
  };
  return (
    <nav
      aria-label="Product categories"
      className="relative hidden border-b border-line bg-white nav:block"
      onPointerEnter={() => {
        wake();
        nav.onPointerEnter();
      }}
      onFocus={wake}
      onPointerLeave={nav.onPointerLeave}
      onBlur={nav.onBlur}
      onKeyDown={nav.onKeyDown}
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap px-2">
        {categories.map((category) => {
          const key = String(category.id);
          const hasPanel = hasSubcategories(category);
          const open = state.open === key;
          return (
            <li key={key}>
              <Link
                id={level1LinkId(key)}
                to={categoryPath(category)}
                aria-expanded={hasPanel ? open : undefined}
                aria-controls={hasPanel ? panelId(key) : undefined}
                className={cx(
                  "flex min-h-12 items-center gap-1 border-b-4 px-3 text-sm font-semibold text-ink",
                  state.highlighted === key || open ? "border-brand-ink bg-surface" : "border-transparent",
                )}
                {...level1(key, hasPanel)}
              >
                {category.name}
                {hasPanel && (
                  <ChevronDown aria-hidden="true" className={cx("size-4 transition", open && "rotate-180")} />
                )}
              </Link>
              {/* Only the open panel is in the page: closed ones are never shown without JavaScript,
                  and the whole tree's links would double what a phone downloads and wakes (issue 15). */}
              {hasPanel && open && (
                <Level2Panel
                  id={panelId(key)}
                  category={category}
                  level3={state.level3}
                  showingMore={state.showingMore}
                  onShowMore={showMore}
                  level2={level2}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
