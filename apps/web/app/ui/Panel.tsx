import { useId, type ReactNode } from "react";

/** A titled box of an order's page (its delivery, payment, branch …): a region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
