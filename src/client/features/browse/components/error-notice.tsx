import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** A failed load, said plainly, with a way to try again. */
export function ErrorNotice({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex w-full flex-col gap-4 rounded-3xl border border-rose-200 bg-rose-50 p-5 text-rose-900 sm:flex-row sm:items-center sm:p-6"
    >
      <p className="flex flex-1 items-start gap-3 text-sm font-medium sm:items-center">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
        {message}
      </p>
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
    </div>
  );
}
