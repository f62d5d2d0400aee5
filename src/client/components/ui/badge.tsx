import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/utils.ts';

const tones = {
  neutral: 'bg-stone-100 text-stone-700',
  indigo: 'bg-indigo-50 text-indigo-800',
  teal: 'bg-teal-50 text-teal-800',
  warm: 'bg-amber-100 text-amber-900',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
