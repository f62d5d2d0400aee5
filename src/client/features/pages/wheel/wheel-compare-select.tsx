import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import type { Wheel } from '#shared/schemas/wheel-of-life.ts';
import { wheelLabel } from './wheel-areas.ts';

/**
 * Which saved wheel to draw behind this one. A native select on purpose: it changes the picture at
 * once, with nothing to submit.
 */
export function WheelCompareSelect({
  wheels,
  value,
  onChange,
}: {
  wheels: Wheel[];
  value: string;
  onChange: (wheelId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label look="caption" htmlFor={id}>
        Compare with
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">No comparison</option>
        {wheels.map((wheel) => (
          <option key={wheel.id} value={wheel.id}>
            {wheelLabel(wheel)}
          </option>
        ))}
      </Select>
    </div>
  );
}
