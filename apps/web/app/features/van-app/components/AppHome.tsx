import { useEffect, useState } from "react";
import type { AppUser, VanStockMenu } from "@merchant/contract";
import { APP_TAB_LABELS, type AppTab } from "@merchant/domain/van";
import { Tabs } from "~/ui/Tabs.tsx";
import { appPath, type AppVariant } from "../variants.ts";
import { AppFrame } from "./AppFrame.tsx";
import { ComingTab } from "./ComingTab.tsx";
import { IdleWarning } from "./IdleWarning.tsx";
import { VanStockTab } from "./VanStockTab.tsx";
import { VoidsTab } from "./VoidsTab.tsx";

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
  // The tab bar scrolls sideways on a phone: the chosen tab (selectTab's too) is brought into view.
  useEffect(() => {
    document
      .querySelector('[role="tab"][data-state="active"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);
  const content = (id: AppTab) => {
    if (id === "van-stock")
      return <VanStockTab logoutPath={logoutPath} van={appUser.van} menu={menu} onChanged={onChanged} />;
    if (id === "voids") return <VoidsTab />;
    return <ComingTab title={APP_TAB_LABELS[id]} />;
  };
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
