import type { LocationFailure } from "~/lib/use-my-location.ts";
import { Dialog } from "~/ui/Dialog.tsx";

type Props = { failure: LocationFailure | null; onClose: () => void };

/**
 * spec/1 §8 'Geo Lookup Failed'. On a plain-http page the message itself is the link that opens
 * the page over https ("please click here to redirect").
 */
export function LocationFailureDialog({ failure, onClose }: Props) {
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => !open && onClose()}
      title={failure?.title ?? ""}
      {...(failure && !failure.httpsAddress ? { description: failure.message } : {})}
    >
      {failure?.httpsAddress && (
        <a href={failure.httpsAddress} className="font-semibold text-brand-ink underline underline-offset-2">
          {failure.message}
        </a>
      )}
    </Dialog>
  );
}
