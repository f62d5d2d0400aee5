import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on Escape
 * and returns focus to where it was. Clicking the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-indigo-950 shadow-2xl backdrop:bg-indigo-950/60 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      {open && (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute right-3 top-3 grid size-10 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-indigo-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2 id={titleId} className="pr-8 text-xl font-bold tracking-tight">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-stone-600">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
