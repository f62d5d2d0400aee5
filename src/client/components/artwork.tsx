import { cn } from '#client/lib/utils.ts';
import type { Artwork as ArtworkData } from '#shared/schemas/catalog.ts';

interface ArtworkProps {
  artwork: ArtworkData | null | undefined;
  /** Displayed size in CSS pixels; the browser picks the file for the screen's density. */
  size: number;
  className?: string;
  /** Above the fold (the session page's cover): fetched eagerly. */
  eager?: boolean;
}

/**
 * A session's or path's square cover, AVIF where the browser takes it and WebP otherwise. Width and
 * height are always set, so the page does not move when it loads. Decorative: the title is beside it.
 */
export function Artwork({ artwork, size, className, eager = false }: ArtworkProps) {
  const box = cn('shrink-0 rounded-xl bg-indigo-100 object-cover', className);
  if (!artwork?.images.length)
    return <div aria-hidden="true" className={box} style={{ width: size, height: size }} />;
  const byType = (type: string) => artwork.images.filter((image) => image.type === type);
  const srcSet = (type: string) =>
    byType(type)
      .map((image) => `${image.url} ${image.width}w`)
      .join(', ');
  const webp = byType('image/webp');
  const fallback = webp.find((image) => image.width >= size * 2) ?? webp.at(-1) ?? artwork.images[0]!;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('image/avif')} sizes={`${size}px`} />
      <img
        src={fallback.url}
        srcSet={srcSet('image/webp')}
        sizes={`${size}px`}
        width={size}
        height={size}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={box}
        style={{ width: size, height: size }}
      />
    </picture>
  );
}
