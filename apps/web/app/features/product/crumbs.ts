import type { Crumb as ApiCrumb } from "@merchant/contract";
import type { Crumb } from "~/ui/Breadcrumb.tsx";

/** Home, the product's category path, then the product itself. */
export function productCrumbs(categoryPath: ApiCrumb[], product: { slug: string; name: string }): Crumb[] {
  return [
    { label: "Home", to: "/" },
    ...categoryPath.map((crumb) => ({ label: crumb.name, to: `/category/${crumb.slug}` })),
    { label: product.name, to: `/product/${product.slug}` },
  ];
}
