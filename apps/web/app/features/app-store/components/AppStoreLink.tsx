import { Smartphone } from "lucide-react";
import { useState } from "react";
import { APP_STORE_ERROR_TEXT, APP_STORE_ERROR_TITLE } from "@merchant/domain/site";
import { Dialog } from "~/ui/Dialog.tsx";
import { appStoreLink } from "../api.ts";

/**
 * spec/1 §7, §8 app-store link: the shop asks which store this device's app is in and goes there;
 * a device that is neither iOS nor Android (or an answer that does not come) gets the 'App Store
 * Error' dialog.
 */
export function AppStoreLink({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const [refused, setRefused] = useState(false);
  const [asking, setAsking] = useState(false);

  async function openStore() {
    setAsking(true);
    try {
      const { url } = await appStoreLink();
      if (url) go(url);
      else setRefused(true);
    } catch {
      setRefused(true);
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void openStore()}
        disabled={asking}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
      >
        <Smartphone aria-hidden="true" className="size-5" />
        Get our app
      </button>
      <Dialog
        open={refused}
        onOpenChange={setRefused}
        title={APP_STORE_ERROR_TITLE}
        description={APP_STORE_ERROR_TEXT}
      />
    </>
  );
}
