import { useEffect, type ReactNode } from "react";
import { themeVariables } from "~/lib/brand-theme.ts";
import { preloadDialog } from "~/ui/Dialog.tsx";
import { usePreloadWhenIdle } from "~/ui/on-demand.tsx";
import { registerAppWorker } from "../offline-caches.ts";
import type { AppVariant } from "../variants.ts";

type Props = {
  variant: AppVariant;
  /** Who is signed in, shown in the header beside Sign out; none on the sign-in page. */
  userName?: string;
  logoutPath?: string;
  children: ReactNode;
};

/**
 * The app's own frame, without the shop's header and footer: a phone held in one hand, so the
 * header is one short bar and the content fills the rest. The Mears variant paints it in its
 * own colours.
 */
export function AppFrame({ variant, userName, logoutPath, children }: Props) {
  // Installable (decisions 155, 169): the variant's manifest, and the generated worker that keeps
  // the app shell and the reads loaded, registered with the prefix as its scope.
  useEffect(() => {
    void registerAppWorker(variant.prefix).catch(() => undefined);
  }, [variant]);
  // The app's messages are dialogs: their code is fetched while there is a signal, and so kept.
  usePreloadWhenIdle(preloadDialog);
  return (
    <div
      className="flex min-h-screen flex-col bg-surface text-ink"
      data-app-variant={variant.id}
      style={variant.theme ? themeVariables(variant.theme) : undefined}
    >
      {/* React puts these in the document's head. */}
      <link rel="manifest" href={`${variant.prefix}/manifest.webmanifest`} />
      <link rel="apple-touch-icon" href={`${variant.prefix}/icon.svg`} />
      <header className="sticky top-0 z-30 flex min-h-14 items-center justify-between gap-2 bg-brand px-4 text-on-brand">
        <p className="min-w-0 truncate text-lg font-bold">{variant.name}</p>
        {userName && logoutPath && (
          <p className="flex shrink-0 items-center gap-2 text-sm">
            {/* On a phone the bar keeps to the app's name and Sign out; wider screens name the user too. */}
            <span className="hidden max-w-40 truncate sm:inline">{userName}</span>
            <a
              href={logoutPath}
              className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold whitespace-nowrap underline"
            >
              Sign out
            </a>
          </p>
        )}
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col">{children}</main>
    </div>
  );
}
