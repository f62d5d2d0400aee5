import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/** A button that reads as a link: the secondary ways out of an auth form. */
export function TextButton({
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={cn(
        'rounded text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
