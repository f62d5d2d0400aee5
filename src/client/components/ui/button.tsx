import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

// Each variant brings its own focus ring colours, chosen for the surface it sits on.
const onLight = 'focus-visible:ring-teal-600 focus-visible:ring-offset-white';
const onDark = 'focus-visible:ring-amber-300 focus-visible:ring-offset-indigo-950';

const variants = {
  primary: `bg-teal-700 text-white hover:bg-teal-800 shadow-sm ${onLight}`,
  warm: `bg-amber-400 text-indigo-950 hover:bg-amber-300 shadow-sm ${onDark}`,
  outline: `border border-indigo-200 bg-white text-indigo-950 hover:bg-indigo-50 ${onLight}`,
  /** What cannot be undone (deleting the account). */
  danger: `bg-red-700 text-white hover:bg-red-800 shadow-sm focus-visible:ring-red-600 focus-visible:ring-offset-white`,
  /** Outlined, for dark surfaces (the hero). */
  ghostLight: `border border-white/30 bg-white/10 text-white hover:bg-white/20 ${onDark}`,
  /** Borderless icon buttons on dark surfaces (the player). */
  ghostDark: `text-indigo-100 hover:bg-white/10 hover:text-white ${onDark}`,
} as const;

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * Button classes, also for links that look like buttons (no Slot primitive needed). `className`
 * may add layout (margins, width) but must not restyle a variant: there is no class merging.
 */
export function buttonVariants({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

/** A button's own attributes, `ref` included (React 19 passes it as a prop), and its style. */
export interface ButtonProps extends ComponentProps<'button'>, Omit<ButtonStyle, 'className'> {}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
