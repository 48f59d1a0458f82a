import type { ReactNode } from "react";
import { PackageSearch } from "lucide-react";

/** What a listing shows when nothing matches: what happened, and a way on. */
export function EmptyListing({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-6 py-12 text-center">
      <PackageSearch aria-hidden className="size-10 text-muted" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
