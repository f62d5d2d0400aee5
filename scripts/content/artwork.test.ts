import { describe, expect, it } from 'vitest';
import { renderArtwork } from './artwork.ts';
import { artworkSvg, hueFor } from './artwork-svg.ts';

const input = { title: 'Breathe Before the Pitch', motif: 'impulse' as const, hue: hueFor('calm-under-pressure'), label: 'Impulse' };

describe('cover artwork', () => {
  it('is the same SVG for the same session, and differs with the title, category or path colour', () => {
    expect(artworkSvg(input)).toBe(artworkSvg({ ...input }));
    expect(artworkSvg({ ...input, title: 'Another Title' })).not.toBe(artworkSvg(input));
    expect(artworkSvg({ ...input, motif: 'podcast' })).not.toBe(artworkSvg(input));
    expect(artworkSvg({ ...input, hue: (input.hue + 90) % 360 })).not.toBe(artworkSvg(input));
  });

  it('escapes the title into the SVG', () => {
    expect(artworkSvg({ ...input, title: 'A <b> & c' })).toContain('A &#60;b&#62; &#38; c');
  });

  it('renders the same bytes twice, at the size asked, in WebP and AVIF', async () => {
    const svg = artworkSvg(input);
    for (const format of ['webp', 'avif'] as const) {
      const [a, b] = [await renderArtwork(svg, 96, format), await renderArtwork(svg, 96, format)];
      expect(Buffer.compare(a, b), format).toBe(0);
      const { default: sharp } = await import('sharp');
      const meta = await sharp(a).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([96, 96, format === 'webp' ? 'webp' : 'heif']);
    }
  });
});
