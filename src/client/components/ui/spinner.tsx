import { LogoMark } from '#client/components/brand/logo.tsx';
import { cn } from '#client/lib/utils.ts';

const sizes = { sm: 'size-5', lg: 'size-10' } as const;

export function Spinner({ size = 'lg', label = 'Loading' }: { size?: keyof typeof sizes; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block', sizes[size])}>
      <span className="block size-full animate-spin rounded-full border-[3px] border-indigo-200 border-t-teal-700 motion-reduce:[animation-duration:2.4s]" />
    </span>
  );
}

/** Covers the viewport while the auth session loads; matches the boot splash in index.html. */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 flex flex-col items-center justify-center gap-6 bg-canvas">
      <LogoMark className="size-14" />
      <Spinner label="Loading Founder Flow" />
    </div>
  );
}
