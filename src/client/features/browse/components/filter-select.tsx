import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/utils.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';

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
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full appearance-none rounded-xl border bg-white pl-3 pr-9 text-sm font-medium text-indigo-950',
            focusRing,
            active ? 'border-teal-600 bg-teal-50/50' : 'border-stone-300',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
