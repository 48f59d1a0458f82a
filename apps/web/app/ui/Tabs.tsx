import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

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

/** Tabs with arrow-key movement between titles (Radix); only the chosen panel is shown. */
export function Tabs({ label, tabs, defaultTab, value, onValueChange }: Props) {
  const first = tabs[0]?.id;
  const chosen = value === undefined ? { defaultValue: defaultTab ?? first } : { value };
  return (
    <RadixTabs.Root {...chosen} {...(onValueChange ? { onValueChange } : {})}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 shrink-0 border-b-4 border-transparent px-4 font-semibold text-muted data-[state=active]:border-brand-ink data-[state=active]:text-ink"
          >
            {tab.title}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="py-4">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
