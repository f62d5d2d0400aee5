import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
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
  /** Many or long tabs: on a phone they keep their width and the row scrolls sideways. */
  scrollOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.List
      aria-label={label}
      className={cn(
        'rounded-full bg-stone-100 p-1',
        scrollOnPhone
          ? 'flex overflow-x-auto sm:grid sm:auto-cols-fr sm:grid-flow-col'
          : 'grid auto-cols-fr grid-flow-col',
        className,
      )}
    >
      {children}
    </TabsPrimitive.List>
  );
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
