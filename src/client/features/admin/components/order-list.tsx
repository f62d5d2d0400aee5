import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

export type OrderItem = { id: string; title: string; note?: string };

const iconButton = cn(
  'grid size-10 place-items-center rounded-full text-indigo-950 hover:bg-indigo-50 disabled:opacity-30',
  focusRing,
);

/**
 * An ordered list moved with buttons: Move up / Move down / Remove on each row, reachable by Tab and
 * pressed with Enter or Space. What changed is announced for screen readers.
 */
export function OrderList({
  label,
  items,
  onChange,
}: {
  label: string;
  items: OrderItem[];
  onChange: (items: OrderItem[]) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setAnnouncement(`${item!.title} moved to position ${to + 1} of ${items.length}.`);
  };
  return (
    <div>
      <ol
        aria-label={label}
        className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white"
      >
        {items.map((item, index) => (
          <li key={item.id} className="flex items-center gap-2 px-3 py-2">
            <span className="w-6 text-right text-sm font-semibold text-stone-500">{index + 1}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-indigo-950">{item.title}</span>
              {item.note ? <span className="block text-xs text-stone-500">{item.note}</span> : null}
            </span>
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${item.title} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${item.title} down`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Remove ${item.title}`}
              onClick={() => {
                onChange(items.filter((i) => i.id !== item.id));
                setAnnouncement(`${item.title} removed.`);
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {items.length === 0 ? (
          <li className="px-4 py-6 text-center text-sm text-stone-600">None chosen.</li>
        ) : null}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** A select that adds one of `options` (those not in the list yet) to the end. */
export function AddItem({
  label,
  options,
  onAdd,
  disabled,
}: {
  label: string;
  options: OrderItem[];
  onAdd: (item: OrderItem) => void;
  disabled?: boolean;
}) {
  return (
    <label className="mt-3 flex flex-col text-sm font-medium text-indigo-950">
      {label}
      <select
        className="mt-1.5 h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
        value=""
        disabled={disabled}
        onChange={(e) => {
          const item = options.find((o) => o.id === e.target.value);
          if (item) onAdd(item);
        }}
      >
        <option value="">Choose a session…</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </select>
    </label>
  );
}
