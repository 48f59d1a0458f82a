import { useEffect, useState, type ReactNode } from "react";
import type { AppUser, VanStockMenu } from "@merchant/contract";
import { APP_TAB_LABELS, tabAfterCancellingChangeStore, type AppTab } from "@merchant/domain/van";
import { Tabs } from "~/ui/Tabs.tsx";
import { appPath, type AppVariant } from "../variants.ts";
import { VanBasketProvider } from "../hooks/van-basket-context.tsx";
import { OutboxProvider, OutboxStatus } from "../outbox/OutboxProvider.tsx";
import { AppFrame } from "./AppFrame.tsx";
import { BasketTab, type BasketWithStore } from "./BasketTab.tsx";
import { ChangeStoreTab } from "./ChangeStoreTab.tsx";
import { ComingTab } from "./ComingTab.tsx";
import { DeliveryCalendarTab } from "./DeliveryCalendarTab.tsx";
import { DeliveryOptionsTab } from "./DeliveryOptionsTab.tsx";
import { IdleWarning } from "./IdleWarning.tsx";
import { OrderHistoryTab } from "./OrderHistoryTab.tsx";
import { OrdersTab } from "./OrdersTab.tsx";
import { SurveysTab } from "./SurveysTab.tsx";
import { VanStockTab } from "./VanStockTab.tsx";
import { VoidsTab } from "./VoidsTab.tsx";

type Props = {
  variant: AppVariant;
  appUser: AppUser;
  menu: VanStockMenu | null;
  /** The van's basket and the store it is ordered from; null without a van. */
  basket: BasketWithStore | null;
  /** The tab to open with (spec/3 §2 selectTab). */
  initialTab: AppTab;
  onChanged: () => void;
  /** Tabs another feature draws, mounted by the route (the private store's: decision 167). */
  featureTabs?: Partial<Record<AppTab, ReactNode>>;
};

/** The signed-in app: its tabs for this user (spec/3 §2), the idle warning watching over them. */
export function AppHome({ variant, appUser, menu, basket, initialTab, onChanged, featureTabs }: Props) {
  const [tab, setTab] = useState<string>(initialTab);
  const logoutPath = appPath(variant, "/logout");
  // The tab bar scrolls sideways on a phone: the chosen tab (selectTab's too) is brought into view.
  useEffect(() => {
    document
      .querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);
  const content = (id: AppTab) => {
    const featureTab = featureTabs?.[id];
    if (featureTab) return featureTab;
    if (id === "van-stock")
      return <VanStockTab logoutPath={logoutPath} van={appUser.van} menu={menu} onChanged={onChanged} />;
    if (id === "voids") return <VoidsTab />;
    if (id === "orders") return <OrdersTab currentRegistration={appUser.van?.registration ?? null} />;
    if (id === "order-history") return <OrderHistoryTab />;
    if (id === "delivery-calendar") return <DeliveryCalendarTab vanId={appUser.van?.id ?? null} />;
    if (id === "surveys") return <SurveysTab />;
    if (id === "basket" && basket) return <BasketTab data={basket} onChanged={onChanged} />;
    if (id === "delivery-options") return <DeliveryOptionsTab />;
    if (id === "change-store")
      return (
        <ChangeStoreTab
          onCancel={() => setTab(tabAfterCancellingChangeStore(appUser.role))}
          onChosen={onChanged}
        />
      );
    return <ComingTab title={APP_TAB_LABELS[id]} />;
  };
  const titleOf = (id: AppTab) =>
    id === "basket" && basket?.basket.count
      ? `${APP_TAB_LABELS[id]} (${basket.basket.count})`
      : APP_TAB_LABELS[id];
  return (
    <AppFrame variant={variant} userName={appUser.user.name} logoutPath={logoutPath}>
      <h1 className="sr-only">{variant.name}</h1>
      <OutboxProvider user={appUser.user.email} onSent={onChanged}>
        <OutboxStatus />
        <VanBasketProvider vanId={appUser.van?.id ?? null} onChanged={onChanged}>
          <Tabs
            label="App sections"
            value={tab}
            onValueChange={setTab}
            tabs={appUser.tabs.map((id) => ({ id, title: titleOf(id), content: content(id) }))}
          />
        </VanBasketProvider>
      </OutboxProvider>
      <IdleWarning
        logoutPath={logoutPath}
        vanId={appUser.van?.id ?? null}
        privateStore={appUser.role === "private_store"}
      />
    </AppFrame>
  );
}
