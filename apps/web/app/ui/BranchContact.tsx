import { Mail, Phone } from "lucide-react";
import { telHref } from "~/lib/tel-href.ts";

type Contact = { address: readonly string[]; postcode: string; phone: string; email: string };

const contactLink =
  "inline-flex min-h-11 items-center gap-2 break-all text-ink underline underline-offset-2 hover:decoration-2 md:min-h-8";

/** A branch's phone and email as links to call and write. */
export function BranchPhoneAndEmail({ branch }: { branch: Pick<Contact, "phone" | "email"> }) {
  return (
    <>
      <a href={telHref(branch.phone)} className={contactLink}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {/* The space outside the hidden word: some readers drop one inside it. */}
        <span className="sr-only">Phone</span> {branch.phone}
      </a>
      <a href={`mailto:${branch.email}`} className={contactLink}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Email</span> {branch.email}
      </a>
    </>
  );
}

/** A branch's address, postcode, phone and email: the selector's card, the store-change rows and the store page. */
export function BranchContact({ branch }: { branch: Contact }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <address className="not-italic leading-snug">
        {branch.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block font-semibold">{branch.postcode}</span>
      </address>
      <BranchPhoneAndEmail branch={branch} />
    </div>
  );
}
