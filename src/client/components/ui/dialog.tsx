import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
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
 * A modal on Radix Dialog: focus moves in and is trapped, the page behind is inert and does not
 * scroll, Escape and a click outside close it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-indigo-950/60 backdrop-blur-sm" />
        <DialogPrimitive.Content
          // Without a description there is nothing to describe the dialog by; say so to Radix.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 text-indigo-950 shadow-2xl sm:p-8',
            className,
          )}
        >
          <DialogPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute right-3 top-3 grid size-10 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-indigo-950',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
          <DialogPrimitive.Title className="pr-8 text-xl font-bold tracking-tight">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description asChild>
              <div className="mt-2 text-stone-600">{description}</div>
            </DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
