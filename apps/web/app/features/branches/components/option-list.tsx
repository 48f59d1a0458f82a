import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";
import { cx } from "~/ui/cx.ts";

export type ListOption = { key: string; text: string; detail?: string };
export type OptionGroup = { label: string; options: ListOption[] };

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The options of every group in one run, as the arrow keys walk them. */
export const allOptions = (groups: OptionGroup[]): ListOption[] => groups.flatMap((group) => group.options);

/** The next highlighted row for an arrow key: wraps round; -1 is none (the text box). */
export function moveHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

type Props = {
  id: string;
  label: string;
  groups: OptionGroup[];
  highlighted: number;
  onPick: (index: number) => void;
  /** Slides the list down as it opens (spec/1 §9: the branch-name results take 500 ms). */
  slideMs?: number;
};

/**
 * The listbox under a combobox: rows in labelled groups, the highlighted one marked selected
 * (the text box keeps focus and points at it with aria-activedescendant).
 */
export function OptionList({ id, label, groups, highlighted, onPick, slideMs }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!slideMs || reducedMotion) return;
    // Web Animations: no keyframes to add to the stylesheet, and jsdom (without it) just shows the list.
    list.current?.animate?.([{ clipPath: "inset(0 0 100% 0)" }, { clipPath: "inset(0 0 0 0)" }], {
      duration: slideMs,
      easing: "ease-out",
    });
  }, [slideMs, reducedMotion]);

  const shown = groups.filter((group) => group.options.length > 0);
  const firstIndexOf = (group: number) => allOptions(shown.slice(0, group)).length;
  return (
    <div
      ref={list}
      id={id}
      role="listbox"
      aria-label={label}
      className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[60vh] overflow-auto rounded-md border border-line bg-white text-ink shadow-xl"
    >
      {shown.map((group, groupIndex) => (
        <div key={group.label} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
          <div
            id={`${id}-group-${groupIndex}`}
            className="bg-surface px-3 py-1 text-xs font-bold tracking-wide uppercase"
          >
            {group.label}
          </div>
          {group.options.map((option, position) => {
            const at = firstIndexOf(groupIndex) + position;
            return (
              <div
                key={option.key}
                id={optionId(id, at)}
                role="option"
                aria-selected={at === highlighted}
                // Keeps focus in the text box, so the list stays open until the row is picked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(at)}
                className={cx(
                  "flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5",
                  at === highlighted ? "bg-brand text-on-brand" : "hover:bg-surface",
                )}
              >
                <span className="font-semibold">{option.text}</span>
                {option.detail && <span className="text-xs opacity-80">{option.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
