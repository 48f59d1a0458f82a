import { UserRound } from "lucide-react";
import { useMemo } from "react";
import { data, redirect, useRouteLoaderData } from "react-router";
import { BranchContact } from "~/ui/BranchContact.tsx";
import {
  BranchMap,
  branchCardParts,
  branchDetail,
  branchIdFrom,
  branchPath,
  DesignVisitLink,
  FeatureList,
  mapStylesheet,
  saveCollectionBranch,
  SaveThisBranch,
  STORE_FINDER_PATH,
} from "~/features/branches";
import { shopTitle } from "~/features/catalog";
import { useCheckedChange } from "~/features/fulfilment";
import { browserApi, serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import { OpeningTimes } from "~/ui/OpeningTimes.tsx";
import type { Route } from "./+types/store";

export const links: Route.LinksFunction = () => [mapStylesheet];

/** Close enough to find the yard from the nearest main road. */
const BRANCH_MAP_ZOOM = 14;

/** spec/2 §2 store details, at /storefinder/store/{store-name-slug}-{id}. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = branchIdFrom(params.slugAndId);
  if (id === null) throw data("Not Found", { status: 404 });
  const { branch } = await branchDetail(serverApi(context), id);
  // An old or mistyped name before the right id still finds the branch, at its one address.
  const canonical = branchPath(branch);
  if (`${STORE_FINDER_PATH}/store/${encodeURIComponent(params.slugAndId)}` !== canonical) {
    throw redirect(canonical, 301);
  }
  return { branch };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded?.branch.fullName ?? "Branch", matches[0]?.data?.brand.name) }];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

const sectionHeading = "text-lg font-bold";

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { branch } = loaderData;
  const checkedChange = useCheckedChange();
  // spec/2 §4: a basket the branch would change is shown to the shopper before the save.
  const saveBranch = (branchId: number) =>
    checkedChange({ branchId }, (confirm, account) =>
      saveCollectionBranch(browserApi, branchId, confirm, account),
    );
  const homeBranchId =
    useRouteLoaderData<typeof rootLoader>("root")?.session.fulfilment?.collectionBranch?.id ?? null;
  const { bookDesignVisit, managerHeading } = branchCardParts(branch, homeBranchId);
  const pins = useMemo(() => [{ lat: branch.lat, lng: branch.lng, label: branch.fullName }], [branch]);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Find a branch", to: STORE_FINDER_PATH },
          { label: branch.fullName, to: branchPath(branch) },
        ]}
      />
      <header>
        <h1 className="text-3xl font-bold">{branch.fullName}</h1>
        <p className="mt-1 text-muted">
          {branch.brand.name} · Branch {branch.code}
        </p>
      </header>
      <SaveThisBranch branch={branch} homeBranchId={homeBranchId} saveBranch={saveBranch} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="branch-contact" className="flex flex-col gap-2">
            <h2 id="branch-contact" className={sectionHeading}>
              Address and contact
            </h2>
            <BranchContact branch={branch} />
          </section>
          {managerHeading && branch.managerName && (
            <section aria-labelledby="branch-manager" className="flex flex-col gap-1">
              <h2 id="branch-manager" className={sectionHeading}>
                Branch manager
              </h2>
              <p className="inline-flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4 text-muted" />
                {branch.managerName}
              </p>
            </section>
          )}
          {branch.features.length > 0 && (
            <section aria-labelledby="branch-features" className="flex flex-col gap-2">
              <h2 id="branch-features" className={sectionHeading}>
                Features
              </h2>
              <FeatureList features={branch.features} label={`Features of ${branch.fullName}`} />
            </section>
          )}
          {bookDesignVisit && <DesignVisitLink branch={branch} className="self-start" />}
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="branch-hours" className="flex flex-col gap-2 rounded-lg bg-surface p-4">
            <h2 id="branch-hours" className={sectionHeading}>
              Opening times
            </h2>
            <OpeningTimes days={branch.openingTimes} />
          </section>
          <BranchMap
            latitude={branch.lat}
            longitude={branch.lng}
            zoom={BRANCH_MAP_ZOOM}
            label={`Map of ${branch.fullName}`}
            pins={pins}
            className="h-72"
          />
        </div>
      </div>
    </div>
  );
}
