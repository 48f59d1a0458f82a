import type { ReactNode } from "react";
import { PackageSearch } from "lucide-react";
import { EmptyState } from "~/ui/EmptyState.tsx";

/** What a listing shows when nothing matches: what happened, and a way on. */
export function EmptyListing({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState icon={PackageSearch} title={title}>
      {children}
    </EmptyState>
  );
}
