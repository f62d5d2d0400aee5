import { cn } from '#client/lib/utils.ts';

/** The advisor's portrait, or their initials on a tinted disc when there is none. */
export function AdvisorAvatar({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return url ? (
    <img
      src={url}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className={cn('rounded-full bg-indigo-50 object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid place-items-center rounded-full bg-indigo-100 font-bold text-indigo-900',
        className,
      )}
    >
      {initials}
    </span>
  );
}
