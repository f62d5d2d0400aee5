import { useId } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { fieldTexts } from '#client/components/ui/field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { OrderList, type OrderItem } from './order-list.tsx';

/** The value of an ordered-list field: the chosen items, in their order. */
export const orderItemsSchema = z.array(
  z.object({ id: z.string(), title: z.string(), note: z.string().optional() }),
);

/**
 * An ordered list as a field of a `Form`: reordered and trimmed in the list, added to from a select
 * of the `options` not chosen yet. `max` stops adding once the list is full.
 */
export function OrderListField({
  name,
  label,
  addLabel,
  options,
  max,
}: {
  name: string;
  label: string;
  addLabel: string;
  options: OrderItem[];
  max?: number;
}) {
  const { field, fieldState } = useController<Record<string, OrderItem[]>>({ name });
  const errorId = useId();
  const items = field.value;
  const chosen = new Set(items.map((i) => i.id));
  const { texts } = fieldTexts(errorId, undefined, fieldState.error?.message);
  return (
    <div>
      <OrderList label={label} items={items} onChange={field.onChange} />
      {texts}
      <AddItem
        label={addLabel}
        options={options.filter((o) => !chosen.has(o.id))}
        disabled={max !== undefined && items.length >= max}
        onAdd={(item) => field.onChange([...items, item])}
      />
    </div>
  );
}

/** A select that adds one of `options` (those not in the list yet) to the end. */
function AddItem({
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
    <Label layout="stack" className="mt-3">
      {label}
      <Select
        className="mt-1.5"
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
      </Select>
    </Label>
  );
}
