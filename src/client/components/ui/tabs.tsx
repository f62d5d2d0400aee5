import { Tabs as TabsPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/**
 * Controlled tabs on Radix Tabs (the WAI-ARIA pattern: arrow keys, Home and End move between tabs
 * and select them). Only the selected panel is rendered.
 */
export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
      {children}
    </TabsPrimitive.Root>
  );
}

export function TabsList({
  label,
  className,
  scrollOnPhone = false,
  children,
}: {
  label: string;
  className?: string;
  /**
   * Many or long tabs: on a phone they keep their width and the row scrolls sideways, its hidden
   * side fading out, and the selected tab is brought into view.
   */
  scrollOnPhone?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useHiddenSides(ref, scrollOnPhone);
  return (
    <TabsPrimitive.List
      ref={ref}
      aria-label={label}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
      className={cn(
        'rounded-full bg-stone-100 p-1',
        scrollOnPhone
          ? [
              'relative flex overflow-x-auto sm:grid sm:auto-cols-fr sm:grid-flow-col',
              'data-[more-after]:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]',
              'data-[more-before]:[mask-image:linear-gradient(to_left,black_calc(100%-3rem),transparent)]',
              'data-[more-before]:data-[more-after]:[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]',
            ]
          : 'grid auto-cols-fr grid-flow-col',
        className,
      )}
    >
      {children}
    </TabsPrimitive.List>
  );
}

/**
 * Which sides of a sideways-scrolling row hold tabs out of view, followed as it scrolls and resizes;
 * and whenever another tab is selected, the row scrolls just enough to show it.
 */
function useHiddenSides(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [more, setMore] = useState({ before: false, after: false });
  const shown = useRef<Element | null>(null);

  useEffect(() => {
    const row = ref.current;
    if (!enabled || !row) return;
    const active = row.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!active || active === shown.current) return;
    shown.current = active;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  });

  useEffect(() => {
    const row = ref.current;
    if (!enabled || !row) return;
    const measure = () => {
      const tabs = row.querySelectorAll<HTMLElement>('[role="tab"]');
      const first = tabs[0];
      const last = tabs[tabs.length - 1];
      // A pixel of slack: zoomed pages report fractional positions.
      const before = first !== undefined && first.offsetLeft < row.scrollLeft - 1;
      const after =
        last !== undefined && last.offsetLeft + last.offsetWidth > row.scrollLeft + row.clientWidth + 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [ref, enabled]);

  return more;
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className={cn(
        'h-10 rounded-full px-4 text-sm font-semibold text-stone-600 transition-colors hover:text-indigo-950',
        'data-[state=active]:bg-white data-[state=active]:text-indigo-950 data-[state=active]:shadow-sm',
        focusRing,
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.Content value={value} className={cn(focusRing, className)}>
      {children}
    </TabsPrimitive.Content>
  );
}
