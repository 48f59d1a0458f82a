import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx.ts";

export type Tab = { id: string; title: string; content: ReactNode };

type Props = {
  /** Names the tab list for screen readers, e.g. "Product information". */
  label: string;
  tabs: Tab[];
  defaultTab?: string;
  /** The chosen tab, when the page decides it (a choice that must be saved first). */
  value?: string;
  onValueChange?: (id: string) => void;
};

/** The tab an arrow, Home or End key moves to from `index`, wrapping at either end; null for another key. */
function movedTo(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Tabs as WAI-ARIA's pattern with automatic activation: one tab in the page's tab order, the
 * arrow keys (wrapping), Home and End move between titles and show the tab they reach; only the
 * chosen panel is rendered (decision 175). Written here rather than taken from Radix, whose panels
 * set their state while the page hydrates, which made React render the page again in one long task.
 */
export function Tabs({ label, tabs, defaultTab, value, onValueChange }: Props) {
  const [own, setOwn] = useState(defaultTab ?? tabs[0]?.id);
  const chosen = value ?? own;
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const choose = (id: string) => {
    if (id === chosen) return;
    if (value === undefined) setOwn(id);
    onValueChange?.(id);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = movedTo(event.key, index, tabs.length);
    if (to === null) return;
    event.preventDefault();
    // Focus shows the tab it reaches (automatic activation).
    document.getElementById(tabId(tabs[to]!.id))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === chosen;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              // As a pointer presses (the left button, without Ctrl), as Radix's tabs did; a click from
              // the keyboard or a screen reader, and the focus the arrow keys move, choose it too.
              onMouseDown={(event) => event.button === 0 && !event.ctrlKey && choose(tab.id)}
              onClick={() => choose(tab.id)}
              onFocus={() => choose(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={cx(
                "min-h-11 shrink-0 border-b-4 px-4 font-semibold",
                active ? "border-brand-ink text-ink" : "border-transparent text-muted",
              )}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === chosen;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!active}
            tabIndex={0}
            className="py-4"
          >
            {active && tab.content}
          </div>
        );
      })}
    </div>
  );
}
