import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./cx.ts";

type Props = { icon: LucideIcon; title: string; children?: ReactNode; className?: string };

/** What a list says when it has nothing to show: its icon, the fact, and what to do about it. */
export function EmptyState({ icon: Icon, title, children, className }: Props) {
  return (
    <div
      className={cx(
        "flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-6 py-12 text-center",
        className,
      )}
    >
      <Icon aria-hidden className="size-10 text-muted" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
