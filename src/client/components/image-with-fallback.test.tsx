// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_SRC, ImageWithFallback } from '#client/components/image-with-fallback.tsx';

afterEach(cleanup);

describe('ImageWithFallback', () => {
  it('swaps to the fallback once when the image fails to load', () => {
    render(<ImageWithFallback src="/images/missing.svg" alt="A founder listening" />);
    const image = screen.getByRole('img', { name: 'A founder listening' });
    expect(image.getAttribute('src')).toBe('/images/missing.svg');

    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_FALLBACK_SRC);

    // A broken fallback must not bounce back to the original.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_FALLBACK_SRC);
  });

  it('uses a custom fallback when given one', () => {
    render(<ImageWithFallback src="/a.svg" fallbackSrc="/b.svg" alt="Kitchen" />);
    const image = screen.getByRole('img', { name: 'Kitchen' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/b.svg');
  });
});
