import { ChevronRight, Ellipsis } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { cx } from "./cx.ts";

export type Crumb = { label: string; to: string };

type Props = { items: Crumb[]; defaultCollapsed?: boolean };

/**
 * Where the page sits in the shop. spec/3 §4: a toggle collapses it to the last item (the
 * current page) and opens it again, for long paths on small screens.
 */
export function Breadcrumb({ items, defaultCollapsed = false }: Props) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const last = items.length - 1;
  const listId = useId();
  return (
    <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm">
      {items.length > 1 && (
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={collapsed ? "Show the full path" : "Show only this page"}
          onClick={() => setCollapsed(!collapsed)}
          className="grid size-11 shrink-0 place-items-center rounded-md text-muted hover:bg-surface"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </button>
      )}
      <ol id={listId} className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => (
          <li key={item.to} className={cx("flex items-center gap-1", collapsed && index < last && "hidden")}>
            {index < last ? (
              <>
                <Link to={item.to} className="text-brand-ink underline-offset-2 hover:underline">
                  {item.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </>
            ) : (
              <span aria-current="page" className="font-semibold">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
