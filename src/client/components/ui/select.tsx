import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { focusRing, focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

const looks = {
  /** A form field on a light surface, in the text input's look. */
  field:
    'h-11 rounded-xl border bg-white px-3 text-sm text-indigo-950 shadow-sm outline-none ' +
    'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 ' +
    'disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500',
  /** A catalogue filter: full width, its own chevron in place of the platform's arrow. */
  filter: `h-11 w-full appearance-none rounded-xl border bg-white pl-3 pr-9 text-sm font-medium text-indigo-950 ${focusRing}`,
  /**
   * A small pill on the player's dark bar. The options keep dark text, since the list the platform
   * opens is light.
   */
  player:
    'h-8 cursor-pointer rounded-full border border-white/20 bg-white/10 px-2 text-xs font-semibold ' +
    `text-white [&>option]:text-indigo-950 ${focusRingOnDark}`,
} as const;

export interface SelectProps extends ComponentProps<'select'> {
  look?: keyof typeof looks;
  invalid?: boolean;
  /** A filter narrowing the list (a choice other than the first, "all" one): drawn in teal. */
  highlighted?: boolean;
}

function borderOf({
  look,
  invalid,
  highlighted,
}: Required<Pick<SelectProps, 'look' | 'invalid' | 'highlighted'>>) {
  if (invalid) return 'border-red-500';
  if (look === 'player') return undefined;
  return highlighted ? 'border-teal-600 bg-teal-50/50' : 'border-stone-300';
}

/**
 * The one select: native, so phones open their own picker and typed letters jump to an option,
 * with no portal. `invalid` paints it red and sets aria-invalid. `className` may add layout
 * (margins, width) but must not restyle a look: there is no class merging.
 */
export function Select({
  look = 'field',
  invalid = false,
  highlighted = false,
  className,
  ...props
}: SelectProps) {
  const select = (
    <select
      aria-invalid={invalid || undefined}
      className={cn(looks[look], borderOf({ look, invalid, highlighted }), className)}
      {...props}
    />
  );
  if (look !== 'filter') return select;
  return (
    <div className="relative">
      {select}
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
      />
    </div>
  );
}
