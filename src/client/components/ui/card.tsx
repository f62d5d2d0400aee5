import type { ComponentProps, ElementType } from 'react';
import { cn } from '#client/lib/utils.ts';

const variants = {
  /** A white card on the canvas. */
  solid: 'rounded-3xl border border-stone-200/80 bg-white shadow-sm',
  /** Where a list has nothing to show yet. */
  dashed: 'rounded-3xl border border-dashed border-indigo-200 bg-white/60 text-center text-stone-700',
} as const;

const paddings = {
  solid: { md: 'p-5 sm:p-6', none: '' },
  dashed: { md: 'px-6 py-12', none: '' },
} as const;

export interface CardStyle {
  variant?: keyof typeof variants;
  /** `none` for a card whose content brings its own (a table). */
  padding?: 'md' | 'none';
  className?: string;
}

/** Card classes, for elements that cannot be a `Card` (a form, a list item of another component). */
export function cardVariants({ variant = 'solid', padding = 'md', className }: CardStyle = {}): string {
  return cn(variants[variant], paddings[variant][padding], className);
}

type CardProps<E extends ElementType> = CardStyle & { as?: E } & Omit<
    ComponentProps<E>,
    'as' | keyof CardStyle
  >;

/** The one card: rounded, bordered, white; `dashed` for an empty state. */
export function Card<E extends ElementType = 'div'>({
  as,
  variant,
  padding,
  className,
  ...props
}: CardProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cardVariants({ variant, padding, className })} {...props} />;
}
