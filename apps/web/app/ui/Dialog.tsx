import { openedOnDemand } from "./on-demand.tsx";

export type { DialogProps } from "./ModalDialog.tsx";

/**
 * The one dialog of the shop (ModalDialog.tsx: sizes, focus, closing), its code fetched when a
 * dialog first opens or once the page is idle (`preloadDialog`), not with the page (decision 142).
 */
export const { Component: Dialog, preload: preloadDialog } = openedOnDemand(() =>
  import("./ModalDialog.tsx").then((module) => module.ModalDialog),
);
