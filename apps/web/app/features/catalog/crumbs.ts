import type { Crumb as ApiCrumb } from "@merchant/contract";
import type { Crumb } from "~/ui/Breadcrumb.tsx";

/** Home, then the category path the API gives, ending on the page itself. */
export function categoryCrumbs(path: ApiCrumb[], current: ApiCrumb): Crumb[] {
  const trail = path.at(-1)?.slug === current.slug ? path : [...path, current];
  return [
    { label: "Home", to: "/" },
    ...trail.map((crumb) => ({ label: crumb.name, to: `/category/${crumb.slug}` })),
  ];
}
