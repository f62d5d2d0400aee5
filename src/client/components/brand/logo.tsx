import { cn } from '#client/lib/utils.ts';

/** The Founder Flow mark (a sun rising over a sound wave) with the word mark, for dark surfaces. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <LogoMark className="size-8" />
      <span className="text-lg text-white">Founder Flow</span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#312e81" />
      <circle cx="16" cy="17" r="6.5" fill="#fbbf24" />
      <path d="M4 20.5c3 0 3-3 6-3s3 3 6 3 3-3 6-3 3 3 6 3V32H4z" fill="#14b8a6" />
      <path
        d="M4 24.5c3 0 3-2.5 6-2.5s3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 6 2.5"
        fill="none"
        stroke="#312e81"
        strokeWidth="1.5"
      />
    </svg>
  );
}
