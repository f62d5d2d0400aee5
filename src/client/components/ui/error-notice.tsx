import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';

const sizes = {
  /** A failed load in place of a page's or a section's content. */
  block: 'gap-4 rounded-3xl p-5 sm:flex-row sm:items-center sm:p-6',
  /** Inside a form or a card: a refused request. */
  inline: 'gap-3 rounded-2xl px-4 py-3 sm:flex-row sm:items-center',
} as const;

/**
 * Every error the app shows, said plainly in one place: an optional heading, the message and, when
 * the thing can be tried again, a 'Try again' button.
 */
export function ErrorNotice({
  title,
  message,
  onRetry,
  retrying = false,
  size = 'block',
  className,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex w-full flex-col border border-rose-200 bg-rose-50 text-rose-900',
        sizes[size],
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-3 text-sm sm:items-center">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
        <div>
          {title ? <p className="font-semibold">{title}</p> : null}
          <p className="font-medium">{message}</p>
        </div>
      </div>
      {onRetry ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          onClick={onRetry}
          disabled={retrying}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
