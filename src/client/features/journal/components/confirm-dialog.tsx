import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  cancel = 'Cancel',
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  cancel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {cancel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className="bg-rose-700 hover:bg-rose-800"
        >
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
