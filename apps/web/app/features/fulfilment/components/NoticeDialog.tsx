import { useNavigate } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import type { Notice } from "../notices.ts";

/** The selector's pop-up messages: the branch set, 'Branch NOT Set', 'Oops!' (spec/2 §4, §5, §9). */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={notice?.title ?? ""}
      {...(notice?.href ? {} : { description: notice?.message ?? "" })}
      {...(notice?.closeAfterMs ? { autoCloseMs: notice.closeAfterMs } : {})}
    >
      {notice?.href && (
        <a href={notice.href} className="font-semibold text-ink underline">
          {notice.message}
        </a>
      )}
      {notice?.returnOffer && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onClose}>{notice.returnOffer.stayLabel}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void navigate(-1);
            }}
          >
            {notice.returnOffer.backLabel}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
