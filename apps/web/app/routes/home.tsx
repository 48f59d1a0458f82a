import { useRouteLoaderData } from "react-router";
import { CAROUSEL_AUTOPLAY_MS } from "@merchant/domain/carousels";
import { currentSession } from "~/features/account";
import { CategoryTiles, ProductCard } from "~/features/catalog";
import { homeContent, LogoCarousel, MainCarousel } from "~/features/home";
import { NewsletterSignUp } from "~/features/newsletter";
import { serverApi } from "~/lib/api.ts";
import { siteData } from "~/lib/site-data.ts";
import { Carousel } from "~/ui/Carousel.tsx";
import { ROW_LAYOUTS } from "~/ui/carousel-layouts.ts";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  // The tree the frame shows: the brand's site data, kept, not read again.
  const [{ categories }, home] = await Promise.all([
    currentSession(api).then((session) => siteData(api, session.brand)),
    homeContent(api),
  ]);
  // Only what a department's tile shows: the page's data carries no sub-categories (decision 173).
  return {
    categories: categories.map(({ slug, name, productCount }) => ({ slug, name, productCount })),
    home,
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

/** spec/1 §2, spec/3 §2: the homepage's carousels, its departments and the newsletter widget. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { categories, home } = loaderData;
  // The root loader chose the brand from the host name; the page speaks in its words.
  const { brand } = useRouteLoaderData<typeof rootLoader>("root")!;
  return (
    <>
      <h1 className="sr-only">
        {brand.name}: {brand.tagline}
      </h1>
      <MainCarousel slides={home.slides} />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <CategoryTiles heading="Shop by department" categories={categories} />
        {home.picks.length > 0 && (
          <section aria-labelledby="picks-heading" className="my-8">
            <h2 id="picks-heading" className="mb-4 text-xl font-semibold">
              Top picks
            </h2>
            {/* The "magic" carousel of spec/3 §9. */}
            <Carousel
              label="Top picks"
              layout={ROW_LAYOUTS.magic}
              autoplayMs={CAROUSEL_AUTOPLAY_MS}
              slides={home.picks.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            />
          </section>
        )}
        <LogoCarousel kind="sponsor" heading="Our sponsors" logos={home.sponsors} />
        <LogoCarousel kind="brand" heading="Shop by brand" logos={home.brands} />
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
