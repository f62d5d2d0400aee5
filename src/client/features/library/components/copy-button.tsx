import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

type State = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard and says so beside the button (read out by screen readers). */
export function CopyButton({ text, label = 'Copy prompt' }: { text: string; label?: string }) {
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div className="flex items-center gap-3">
      <Button
        variant="primary"
        size="sm"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {label}
      </Button>
      <p role="status" className="text-sm font-medium text-teal-800">
        {state === 'copied'
          ? 'Copied to the clipboard.'
          : state === 'failed'
            ? 'Could not copy. Select the text and copy it by hand.'
            : ''}
      </p>
    </div>
  );
}
