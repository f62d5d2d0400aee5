import { useId, useState } from 'react';
import { cn } from '#client/lib/utils.ts';
import { DESCRIPTION_COLLAPSE_CHARS } from '#shared/constants.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';

/** Two lines with a Show more / Show less toggle once the text is over 120 characters. */
export function SessionDescription({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = text.length > DESCRIPTION_COLLAPSE_CHARS;

  return (
    <div className={className}>
      <p
        id={id}
        className={cn('text-sm leading-relaxed text-stone-600', collapsible && !expanded && 'line-clamp-2')}
      >
        {text}
      </p>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className={cn(
            'mt-1 rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
