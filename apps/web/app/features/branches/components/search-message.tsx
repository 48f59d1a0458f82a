import type { LucideIcon } from "lucide-react";

/** A search's answer that is a sentence rather than branches: nothing found, or not searched yet. */
export function SearchMessage({ icon: Icon, message }: { icon: LucideIcon; message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-surface px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted" />
      <p role="status" className="max-w-xl text-lg font-semibold">
        {message}
      </p>
    </div>
  );
}
