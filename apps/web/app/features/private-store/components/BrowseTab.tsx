import { useEffect, useState } from "react";
import { ChevronRight } from "lucide-react";
import type { StoreProduct } from "@merchant/contract";
import { browserApi } from "~/lib/api.ts";
import { useAppRequest } from "~/lib/use-app-request.ts";
import { AppMessage } from "~/ui/AppMessage.tsx";
import { BackButton } from "~/ui/BackButton.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { storeGroupOf, storeMenuOf } from "../api.ts";
import { StoreProductList } from "./StoreProductList.tsx";

type Menu = Awaited<ReturnType<typeof storeMenuOf>>["menu"];
type Opened = { name: string; products: StoreProduct[] };

const entry =
  "flex min-h-14 w-full items-center justify-between gap-2 border-b border-line bg-white px-4 text-left font-semibold";

/**
 * spec/3 §2 Private store browse, the product group menu: departments, then their categories, then
 * a category's products the store stocks, read when it is opened (§7 browseproductgroup). A
 * store's catalogue is too large for one call, unlike a van's stock menu.
 */
export function BrowseTab() {
  const { busy, message, run, closeMessage } = useAppRequest();
  const [menu, setMenu] = useState<Menu | null>(null);
  const [department, setDepartment] = useState<Menu[number] | null>(null);
  const [group, setGroup] = useState<Opened | null>(null);

  useEffect(() => {
    void run(() => storeMenuOf(browserApi)).then((answer) => setMenu(answer?.menu ?? []));
  }, [run]);

  async function open(uid: string) {
    const answer = await run(() => storeGroupOf(browserApi, Number(uid)));
    if (answer) setGroup({ name: answer.group.name, products: answer.products });
  }

  const back = (label: string, onBack: () => void) => <BackButton label={label} onBack={onBack} />;

  let body;
  if (menu === null) body = <Spinner label="Loading the product groups" />;
  else if (menu.length === 0) body = <p className="px-4">This store has no products to browse.</p>;
  else if (department && group)
    body = (
      <>
        {back(`Back to ${department.name}`, () => setGroup(null))}
        <h3 className="px-4 py-2 text-lg font-bold">{group.name}</h3>
        <StoreProductList products={group.products} label={group.name} />
      </>
    );
  else if (department)
    body = (
      <>
        {back("Back to the product groups", () => setDepartment(null))}
        <h3 className="px-4 py-2 text-lg font-bold">{department.name}</h3>
        <ul aria-label={department.name}>
          {department.groups.map((category) => (
            <li key={category.uid}>
              <button type="button" className={entry} disabled={busy} onClick={() => void open(category.uid)}>
                {category.name}
                <span className="flex items-center gap-1 text-sm font-normal text-muted">
                  {category.productCount}
                  <ChevronRight aria-hidden="true" className="size-5" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  else
    body = (
      <ul aria-label="Product groups">
        {menu.map((level1) => (
          <li key={level1.name}>
            <button type="button" className={entry} onClick={() => setDepartment(level1)}>
              {level1.name}
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="store-browse-heading" className="flex flex-col">
      <h2 id="store-browse-heading" className="px-4 pb-2 text-xl font-bold">
        Browse
      </h2>
      {body}
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
