import { useId } from 'react';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/utils.ts';

export interface Option {
  value: string;
  label: string;
}

/** A labelled native select: the platform's own picker on phones, fully keyboard accessible. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const active = value !== '' && value !== options[0]?.value;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        {label}
      </label>
      <Select
        id={id}
        look="filter"
        highlighted={active}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
