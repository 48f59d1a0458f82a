import { Mail, Phone } from "lucide-react";
import type { BranchSummary } from "@merchant/contract";
import { telHref } from "../tel-href.ts";

/** The branch's address, postcode, phone and email: the same on its card and its page. */
export function BranchContact({ branch }: { branch: BranchSummary }) {
  return (
    <div className="flex flex-col gap-2">
      <address className="not-italic leading-snug">
        {branch.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block font-semibold">{branch.postcode}</span>
      </address>
      <ul className="flex flex-col gap-1">
        <li>
          <a
            href={telHref(branch.phone)}
            className="inline-flex min-h-11 items-center gap-2 text-brand underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Phone </span>
            {branch.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${branch.email}`}
            className="inline-flex min-h-11 items-center gap-2 break-all text-brand underline-offset-2 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Email </span>
            {branch.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
