import { Suspense, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { AddToBasket } from "~/features/basket";
import { ProductCard, shopTitle } from "~/features/catalog";
import { ProductClearance } from "~/features/clearance";
import { FulfilmentTabs } from "~/features/fulfilment";
import { AddToPartneringCatalogue } from "~/features/partnering";
import {
  Gallery,
  PieceCalculator,
  productCrumbs,
  productPage,
  ProductSlider,
  ProductSummary,
  Specifications,
  SpinViewer,
  type ProductSliderKind,
} from "~/features/product";
import { notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  return productPage(serverApi(context), params.slug).catch(notFoundWhenRefused);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { product } = data;
  return [
    { title: shopTitle(product.name, matches[0]?.data?.brand.name) },
    {
      name: "description",
      content: `${product.name} (part no. ${product.partNumber}) by ${product.manufacturer}.`,
    },
    { property: "og:title", content: product.name },
    { property: "og:image", content: product.image.url },
  ];
}

const SLIDERS: ProductSliderKind[] = ["essentials", "alternatives", "crossSell", "related"];

// An unknown slug (404) or a failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, breadcrumb, offer } = loaderData;
  const session = useRouteLoaderData<typeof rootLoader>("root")?.session;
  const collectionBranchId = session?.fulfilment.collectionBranch?.id ?? null;
  const signedInAs = session?.user?.email ?? null;
  // spec/1 §4: the calculator stays open or closed while the add-to-basket area is drawn again.
  const [calculatorOpenFor, setCalculatorOpenFor] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={productCrumbs(breadcrumb, product)} />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div className="min-w-0">
          {/* Keyed so another product's gallery and 360° view start again at their first image. */}
          <Gallery key={product.slug} images={product.images} productName={product.name} />
          <SpinViewer key={`${product.slug}-spin`} frames={product.spinFrames} productName={product.name} />
        </div>
        <ProductSummary
          product={product}
          offer={offer}
          addToBasket={
            <>
              <AddToBasket
                // Keyed so another product starts again from a quantity of 1.
                key={product.id}
                product={{
                  id: product.id,
                  partNumber: product.partNumber,
                  isTally: product.isTally,
                  sawToSizeMax: product.tally?.sawToSizeMax ?? null,
                }}
                // spec/2 §7: a trade account keeps the product with the quantity typed for the basket.
                alongside={(quantity) => (
                  <AddToPartneringCatalogue
                    productId={product.id}
                    quantity={quantity}
                    signedInAs={signedInAs}
                  />
                )}
              />
              <PieceCalculator
                key={product.slug}
                productName={product.name}
                open={calculatorOpenFor === product.slug}
                onOpenChange={(open) => setCalculatorOpenFor(open ? product.slug : null)}
              />
            </>
          }
          fulfilment={
            <>
              <FulfilmentTabs productId={product.id} offer={offer} />
              {/* Beside the fulfilment tabs, when the branch has this product on clearance. */}
              <ProductClearance productId={product.id} branchId={collectionBranchId} />
            </>
          }
        />
      </div>
      {/*
        Below the first screen: laid out and painted only as it nears it (decision 175), and hydrated
        after the rest, in a later commit (decision 187).
      */}
      <Suspense fallback={null}>
        <div className="mt-10 grid gap-10 [content-visibility:auto] [contain-intrinsic-size:auto_900px] lg:grid-cols-2">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-3 text-xl font-semibold">
              Description
            </h2>
            <p className="whitespace-pre-line">{product.description}</p>
          </section>
          <Specifications specifications={product.specifications} />
        </div>
      </Suspense>
      {SLIDERS.map((kind) => (
        <Suspense key={kind} fallback={null}>
          <ProductSlider
            kind={kind}
            cards={product.relations[kind].map((related) => (
              <ProductCard key={related.id} product={related} />
            ))}
          />
        </Suspense>
      ))}
    </div>
  );
}
