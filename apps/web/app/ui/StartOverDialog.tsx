import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** spec/3 §4: start over asks for confirmation before it empties the app's basket (van or private store). */
export function StartOverDialog({ open, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start over?"
      description="This empties your basket."
    >
      <div className="flex flex-col gap-2">
        <Button className="w-full" onClick={onConfirm}>
          Empty my basket
        </Button>
        <Button variant="secondary" className="w-full" onClick={() => onOpenChange(false)}>
          Keep my basket
        </Button>
      </div>
    </Dialog>
  );
}
