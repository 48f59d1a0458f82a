import { useEffect, useState } from "react";
import type { NearbyBranch } from "@merchant/contract";
import { storeCardParts } from "@merchant/domain/branches";
import { branchPath } from "~/lib/paths.ts";
import { branchDetail } from "../api.ts";
import { telHref } from "~/lib/tel-href.ts";

/**
 * A store-change row's details (spec/2 §2): email, phone, address lines, postcode, the branch's
 * page and its manager; the manager heading only when the branch names one. The manager comes
 * with the branch's full details, read when the row is first opened.
 */
export function StoreDetails({ branch }: { branch: NearbyBranch }) {
  const [managerName, setManagerName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    branchDetail(branch.id)
      .then(({ branch: detail }) => current && setManagerName(detail.managerName))
      .catch(() => current && setManagerName(null));
    return () => {
      current = false;
    };
  }, [branch.id]);
  const { managerHeading } = storeCardParts(
    {
      id: branch.id,
      basketEcommerceActive: branch.basketEcommerceActive,
      features: [],
      branchManagerName: managerName,
    },
    null,
  );
  const pageUrl = new URL(branchPath(branch), window.location.origin).href;
  const rows: [string, React.ReactNode][] = [
    ["Email", <a href={`mailto:${branch.email}`}>{branch.email}</a>],
    ["Phone", <a href={telHref(branch.phone)}>{branch.phone}</a>],
    ...branch.address.map((line, index): [string, React.ReactNode] => [`Address line ${index + 1}`, line]),
    ["Postcode", branch.postcode],
    ["Branch page", <a href={pageUrl}>{pageUrl}</a>],
    ...(managerHeading ? [["Branch manager", managerName] as [string, React.ReactNode]] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [&_a]:break-all [&_a]:text-ink [&_a]:underline">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
