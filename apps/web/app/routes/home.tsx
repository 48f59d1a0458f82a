import { Link, useRouteLoaderData } from "react-router";
import { currentSession } from "~/features/account";
import { categoryProducts, CategoryTiles, ProductGrid } from "~/features/catalog";
import { NewsletterSignUp } from "~/features/newsletter";
import { serverApi } from "~/lib/api.ts";
import { siteData } from "~/lib/site-data.ts";
import { buttonClass } from "~/ui/Button.tsx";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

/** Enough products for two rows of four on a wide screen. */
const SHOWCASE_SIZE = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  // The tree the frame shows: the brand's site data, kept, not read again.
  const { categories } = await siteData(api, (await currentSession(api)).brand);
  // Until the full homepage arrives, the showcase is the department with the most products.
  const popular = [...categories].sort((a, b) => b.productCount - a.productCount)[0];
  const showcase = popular
    ? (await categoryProducts(api, popular.slug, { pageSize: SHOWCASE_SIZE })).items
    : [];
  return {
    categories,
    popular: popular ? { slug: popular.slug, name: popular.name } : null,
    showcase,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const brand = matches[0]?.data?.brand;
  if (!data || !brand) return [];
  const { categories } = data;
  return [
    { title: `${brand.name}: ${brand.tagline}` },
    {
      name: "description",
      content: `${brand.tagline}. Shop ${categories.map((category) => category.name.toLowerCase()).join(", ")}.`,
    },
  ];
}

// A failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { categories, popular, showcase } = loaderData;
  // The root loader chose the brand from the host name; the hero speaks in its words.
  const { brand } = useRouteLoaderData<typeof rootLoader>("root")!;
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand text-on-brand">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-widest uppercase opacity-80">{brand.name}</p>
          <h1 id="hero-heading" className="max-w-2xl text-3xl font-bold sm:text-5xl">
            {brand.tagline}
          </h1>
          {popular && (
            <Link to={`/category/${popular.slug}`} className={buttonClass("secondary", "mt-2")}>
              Shop {popular.name}
            </Link>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <CategoryTiles heading="Shop by department" categories={categories} />
        {popular && showcase.length > 0 && (
          <section aria-labelledby="showcase-heading" className="my-8">
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id="showcase-heading" className="text-xl font-semibold">
                Popular in {popular.name}
              </h2>
              <Link to={`/category/${popular.slug}`} className="text-sm font-semibold text-brand-ink underline">
                See all {popular.name}
              </Link>
            </div>
            <ProductGrid products={showcase} label={`Popular in ${popular.name}`} />
          </section>
        )}
        {/* spec/1 §2: the homepage's newsletter widget. */}
        <NewsletterSignUp
          id="newsletter"
          heading="Sign up to our newsletter"
          intro={`Be first to hear about ${brand.name} offers, new products and seasonal know-how.`}
          className="my-8 rounded-lg border border-line bg-surface p-6"
        />
      </div>
    </>
  );
}
