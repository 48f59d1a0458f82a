import { Link } from "react-router";
import type { Image } from "@merchant/contract";

export type CategoryTile = { slug: string; name: string; productCount: number; image?: Image | null };

/** Categories as picture tiles with their product count: the way into a level of the shop. */
export function CategoryTiles({ categories, heading }: { categories: CategoryTile[]; heading: string }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="category-tiles-heading" className="my-8">
      <h2 id="category-tiles-heading" className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 sm:gap-4">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/category/${category.slug}`}
              prefetch="intent"
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white transition hover:border-brand-ink hover:shadow-md"
            >
              {category.image ? (
                <img
                  src={category.image.url}
                  alt=""
                  loading="lazy"
                  width={300}
                  height={200}
                  className="aspect-[3/2] w-full bg-surface object-contain"
                />
              ) : (
                <span aria-hidden className="block h-1.5 bg-brand" />
              )}
              <span className="flex flex-1 flex-col justify-between gap-1 p-3">
                <span className="font-semibold leading-5 group-hover:underline">{category.name}</span>
                <span className="text-xs text-muted">
                  {category.productCount} {category.productCount === 1 ? "product" : "products"}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
