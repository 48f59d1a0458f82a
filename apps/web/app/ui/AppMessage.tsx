import { MESSAGE_POPUP_CLOSE_MS } from "@merchant/domain/van";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";

export type Message = { title: string; text: string };

/** spec/3 §8: a message shows as a closable dialog that closes itself after 6 s. */
export function AppMessage({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={message?.title ?? ""}
      description={message?.text ?? ""}
      autoCloseMs={MESSAGE_POPUP_CLOSE_MS}
    >
      <Button className="w-full" onClick={onClose}>
        OK
      </Button>
    </Dialog>
  );
}
