import { useState } from "react";
import type { AppUser, VanStockMenu } from "@merchant/contract";
import { APP_TAB_LABELS, type AppTab } from "@merchant/domain/van";
import { Tabs } from "~/ui/Tabs.tsx";
import { appPath, type AppVariant } from "../variants.ts";
import { AppFrame } from "./AppFrame.tsx";
import { ComingTab } from "./ComingTab.tsx";
import { IdleWarning } from "./IdleWarning.tsx";
import { VanStockTab } from "./VanStockTab.tsx";

type Props = {
  variant: AppVariant;
  appUser: AppUser;
  menu: VanStockMenu | null;
  /** The tab to open with (spec/3 §2 selectTab). */
  initialTab: AppTab;
  onChanged: () => void;
};

/** The signed-in app: its tabs for this user (spec/3 §2), the idle warning watching over them. */
export function AppHome({ variant, appUser, menu, initialTab, onChanged }: Props) {
  const [tab, setTab] = useState<string>(initialTab);
  const logoutPath = appPath(variant, "/logout");
  const content = (id: AppTab) =>
    id === "van-stock" ? (
      <VanStockTab van={appUser.van} menu={menu} onChanged={onChanged} />
    ) : (
      <ComingTab title={APP_TAB_LABELS[id]} />
    );
  return (
    <AppFrame variant={variant} userName={appUser.user.name} logoutPath={logoutPath}>
      <h1 className="sr-only">{variant.name}</h1>
      <Tabs
        label="App sections"
        value={tab}
        onValueChange={setTab}
        tabs={appUser.tabs.map((id) => ({ id, title: APP_TAB_LABELS[id], content: content(id) }))}
      />
      <IdleWarning logoutPath={logoutPath} />
    </AppFrame>
  );
}
