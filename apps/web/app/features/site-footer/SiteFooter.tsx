import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Brand, CategoryNode } from "@merchant/contract";
import { CUSTOMER_SERVICES_HOURS } from "~/lib/customer-services.ts";
import { categoryPath } from "~/lib/paths.ts";
import { telHref } from "~/lib/tel-href.ts";

type FooterLink = { to: string; label: string };

type Props = {
  brand: Pick<Brand, "code" | "name" | "tagline" | "company">;
  /** The other brands of the group: their branches are in the store finder too. */
  brands: Pick<Brand, "code" | "name">[];
  categories: Pick<CategoryNode, "id" | "slug" | "name">[];
  /** spec/1 §7: the footer's newsletter sign-up form, above the columns. */
  newsletter: ReactNode;
  /** Under the ways to talk to us: the live-chat trigger (spec/1 §1) and the app-store link (spec/1 §7). */
  contactWidgets: ReactNode;
  /** The trust pages (features/trust-pages): delivery, returns and contact among the help links, and the policies. */
  trustLinks: { help: FooterLink[]; policies: FooterLink[] };
};

const headingClass = "mb-2 text-sm font-bold tracking-wide uppercase";
function FooterLinks({ links, className }: { links: FooterLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="flex min-h-11 items-center hover:underline md:min-h-9">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** spec/1 §2: the branch's clearance items, after the departments. */
const CLEARANCE_LINK = { to: "/clearance", label: "Clearance" };

const HELP_LINKS = [
  { to: "/storefinder", label: "Find a branch" },
  { to: "/calculators", label: "Calculators" },
  { to: "/info/building-guides", label: "Building guides" },
  { to: "/info/about-us", label: "About us" },
  { to: "/account/login", label: "Your account" },
  { to: "/basket", label: "Your basket" },
];

/**
 * The shop's footer: the newsletter, categories, help, how to reach us, the group's other brands,
 * and on every page the company trading as the brand (Companies Act 2006) with its policies.
 */
export function SiteFooter({ brand, brands, categories, newsletter, contactWidgets, trustLinks }: Props) {
  const sisters = brands.filter((other) => other.code !== brand.code);
  const { company } = brand;
  return (
    <footer
      // Laid out and painted only as it nears the screen (decision 175); until then it holds its
      // height at that width, measured, so the page is as long before as after.
      className="mt-12 bg-ink text-white [--focus-ring:white] [content-visibility:auto] [contain-intrinsic-size:auto_2200px] sm:[contain-intrinsic-size:auto_1300px] md:[contain-intrinsic-size:auto_1100px] lg:[contain-intrinsic-size:auto_800px]"
    >
      <div className="border-b border-white/20">
        <div className="mx-auto max-w-7xl px-4 py-8">{newsletter}</div>
      </div>
      {/* minmax(0, 1fr): a column is never wider than the page, whatever a long email address asks. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClass}>
            Shop
          </h2>
          <FooterLinks
            links={[
              ...categories.map((category) => ({ to: categoryPath(category), label: category.name })),
              CLEARANCE_LINK,
            ]}
          />
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={headingClass}>
            Help and services
          </h2>
          <FooterLinks links={[...trustLinks.help, ...HELP_LINKS]} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Talk to us
          </h2>
          <p>
            Customer services:{" "}
            <a href={telHref(company.phone)} className="font-semibold underline">
              {company.phone}
            </a>
          </p>
          <p className="mt-2 [overflow-wrap:anywhere]">
            Email:{" "}
            <a href={`mailto:${company.email}`} className="font-semibold underline">
              {company.email}
            </a>
          </p>
          <p className="mt-2">{CUSTOMER_SERVICES_HOURS}.</p>
          <p className="mt-2">
            Trade counters open from 7am at most branches; times are on each branch&apos;s page.
          </p>
          <div className="mt-2 flex flex-col">{contactWidgets}</div>
        </section>
        <section aria-labelledby="footer-group">
          <h2 id="footer-group" className={headingClass}>
            {brand.name}
          </h2>
          <p>{brand.tagline}</p>
          {sisters.length > 0 && (
            <p className="mt-2">
              Part of a family of merchants with {sisters.map((other) => other.name).join(", ")}. Every branch
              of every brand is in the branch finder.
            </p>
          )}
        </section>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm">
          <nav aria-label="Policies">
            <FooterLinks links={trustLinks.policies} className="flex flex-wrap gap-x-6" />
          </nav>
          <p>
            © {new Date().getFullYear()} {brand.name} is a trading name of {company.registeredName},
            registered in England and Wales, company number {company.companyNumber}. Registered office:{" "}
            {company.registeredOffice}. VAT number {company.vatNumber}.
          </p>
          <p>Prices are shown in pounds sterling, including or excluding VAT as you choose.</p>
        </div>
      </div>
    </footer>
  );
}
