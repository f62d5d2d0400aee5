import { useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_FALLBACK_SRC = '/images/fallback.svg';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

/** An `<img>` that swaps to an alternative picture once if its own source fails to load. */
export function ImageWithFallback({
  src,
  fallbackSrc = DEFAULT_FALLBACK_SRC,
  onError,
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallbackSrc : src;

  return (
    <img
      {...props}
      src={current}
      onError={(event) => {
        // Only fall back once, so a missing fallback cannot loop.
        if (current === src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
