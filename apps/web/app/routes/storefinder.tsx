import { STORE_LOOKUP_FAILED_MESSAGE } from "@merchant/domain/branches";
import { MapPin, MapPinOff } from "lucide-react";
import { data, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import type { NearbyBranches } from "@merchant/contract";
import {
  BranchNameSearch,
  branchPathById,
  checkFinderSearch,
  mapStylesheet,
  nearbyApiQuery,
  nearbyBranches,
  NearbyResults,
  readFinderQuery,
  saveCollectionBranch,
  searchBranchNames,
  SearchMessage,
  STORE_FINDER_PATH,
  StoreSearchForm,
  usePreviousPage,
} from "~/features/branches";
import { shopTitle } from "~/features/catalog";
import { useCheckedChange } from "~/features/fulfilment";
import { answerOrRefusal, browserApi, serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import type { Route } from "./+types/storefinder";

export const links: Route.LinksFunction = () => [mapStylesheet];

/** The page's words for the API's query fields, when a hand-edited address is refused. */
const FIELD_LABELS = { near: "Postcode or town", feature: "Feature" };

/** What the page shows under its search boxes. */
type FinderAnswer =
  | { kind: "not-searched" }
  | { kind: "refused"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "found"; near: string; result: NearbyBranches };

/**
 * spec/2 §2, §5 store finder: the branches nearest a postcode or town, closest first, filtered by
 * ticked features; the address holds the search (`?near=IP1%201AA&feature=Showroom`). Before any
 * search the page invites one rather than listing every branch (docs/decisions/108).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = readFinderQuery(url.searchParams);
  const answered = (answer: FinderAnswer, status = 200) => data({ query, answer }, { status });
  if (query.near === null) return answered({ kind: "not-searched" });
  const checked = checkFinderSearch(query.near);
  if (!checked.ok) return answered({ kind: "refused", message: checked.message }, 400);
  const near = checked.near;
  const found = await answerOrRefusal(
    nearbyBranches(serverApi(context), nearbyApiQuery(near, query.features)),
    FIELD_LABELS,
  );
  if (!found.ok) return answered({ kind: "refused", message: found.refusal }, 400);
  if (found.value === null) return answered({ kind: "not-found", message: STORE_LOOKUP_FAILED_MESSAGE });
  return answered({ kind: "found", near, result: found.value });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const answer = loaded?.answer;
  const title = answer?.kind === "found" ? `Branches near ${answer.result.origin.label}` : "Find a branch";
  return [{ title: shopTitle(title, matches[0]?.data?.brand.name) }];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

const findBranchNames = (q: string, signal: AbortSignal) => searchBranchNames(browserApi, q, signal);

export default function StoreFinderPage({ loaderData }: Route.ComponentProps) {
  const { query, answer } = loaderData;
  const navigate = useNavigate();
  const previousPage = usePreviousPage();
  const checkedChange = useCheckedChange();
  // spec/2 §4: a basket the branch would change is shown to the shopper before the save.
  const saveBranch = (branchId: number) =>
    checkedChange({ branchId }, (confirm, account) =>
      saveCollectionBranch(browserApi, branchId, confirm, account),
    );
  const homeBranchId =
    useRouteLoaderData<typeof rootLoader>("root")?.session.fulfilment?.collectionBranch?.id ?? null;
  // A new search (a link, the back button) starts the form afresh from the address.
  const { search } = useLocation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Find a branch", to: STORE_FINDER_PATH },
        ]}
      />
      <h1 className="text-3xl font-bold">Find a branch</h1>
      <div className="flex flex-col gap-4 rounded-lg bg-surface p-4">
        <div className="md:max-w-md">
          <BranchNameSearch
            searchBranchNames={findBranchNames}
            // The finder's job is done once the branch is known: its page has everything about it.
            onChoose={(branch) => navigate(branchPathById(branch.id))}
          />
        </div>
        <StoreSearchForm
          key={search}
          query={query}
          features={answer.kind === "found" ? answer.result.features : []}
          error={answer.kind === "refused" ? answer.message : undefined}
        />
      </div>
      {answer.kind === "not-searched" && (
        <SearchMessage
          icon={MapPin}
          message="Enter your postcode or town, or use your location, to see the branches nearest you."
        />
      )}
      {answer.kind === "not-found" && <SearchMessage icon={MapPinOff} message={answer.message} />}
      {answer.kind === "found" && (
        <NearbyResults
          searched={answer.near}
          result={answer.result}
          homeBranchId={homeBranchId}
          saveBranch={saveBranch}
          previousPage={previousPage}
        />
      )}
    </div>
  );
}
