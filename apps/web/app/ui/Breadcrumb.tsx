import { ChevronRight, Ellipsis } from "lucide-react";
import { Fragment, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cx } from "./cx.ts";

export type Crumb = { label: string; to: string };

type Props = { items: Crumb[] };

const separator = <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />;

/**
 * Where the page sits in the shop. spec/3 §4: a toggle collapses it to the last item (the
 * current page) and opens it again, for long paths on small screens. A trail that fits on one
 * line is shown whole with no toggle; one that does not is shortened to the current page, with
 * the '…' toggle to show the rest. The server (and a browser without JavaScript) shows the whole
 * trail; the browser measures it.
 */
export function Breadcrumb({ items }: Props) {
  const [fits, setFits] = useState(true);
  const [opened, setOpened] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const oneLine = useRef<HTMLSpanElement>(null);
  const listId = useId();
  const last = items.length - 1;
  // Measured again when the trail changes, as well as when the width does.
  const trail = items.map((item) => item.label).join("\n");

  useLayoutEffect(() => {
    const box = nav.current;
    const line = oneLine.current;
    if (!box || !line || typeof ResizeObserver === "undefined") return;
    const measure = () => setFits(line.scrollWidth <= box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [trail]);

  const shortenable = !fits && items.length > 1;
  const collapsed = shortenable && !opened;
  return (
    <nav ref={nav} aria-label="Breadcrumb" className="relative flex min-h-11 items-center gap-1 text-sm">
      {/* The whole trail on one line, unseen, to measure whether it fits. */}
      <span aria-hidden="true" className="invisible absolute inset-x-0 top-0 h-0 overflow-hidden">
        <span
          ref={oneLine}
          data-breadcrumb-measure
          className="flex w-max items-center gap-1 whitespace-nowrap"
        >
          {items.map((item, index) => (
            <Fragment key={item.to}>
              <span className={cx(index === last && "font-semibold")}>{item.label}</span>
              {index < last && separator}
            </Fragment>
          ))}
        </span>
      </span>
      {shortenable && (
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={collapsed ? "Show the full path" : "Show only this page"}
          onClick={() => setOpened(collapsed)}
          className="grid size-11 shrink-0 place-items-center rounded-md text-muted hover:bg-surface"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </button>
      )}
      <ol id={listId} className="flex min-w-0 flex-wrap items-center gap-x-1">
        {items.map((item, index) => (
          <li key={item.to} className={cx("flex items-center gap-1", collapsed && index < last && "hidden")}>
            {index < last ? (
              <>
                <Link to={item.to} className="text-brand-ink underline-offset-2 hover:underline">
                  {item.label}
                </Link>
                {separator}
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
