import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { defined } from '#shared/testing/defined.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { deckToPptx } from './pptx.ts';
import { packageProblems } from './pptx-validate.ts';
import { readPptx } from './read-back.ts';

const slides = composeDeck('yc', STRONG_ANSWERS, { deckTitle: 'Lumen Ledger' });

function marketSlide(values: number[]): PitchSlide {
  const base = defined(slides.find((slide) => slide.layout === 'chart' && slide.chart?.kind === 'market'));
  const labels = ['TAM', 'SAM', 'SOM'];
  return {
    ...base,
    chart: {
      kind: 'market',
      title: 'Market',
      unit: '$',
      points: values.map((value, i) => ({ label: labels[i] ?? `#${i}`, value })),
    },
  };
}

describe('PPTX package', () => {
  it('declares only the parts it holds and every relationship reaches a part', async () => {
    const bytes = await deckToPptx({ title: 'Lumen', theme: 'paper', slides });
    expect(packageProblems(bytes)).toEqual([]);
    const types = strFromU8(defined(unzipSync(bytes)['[Content_Types].xml']));
    expect(types).not.toContain('slideMaster2');
  });

  it('the validator finds a declared part that is missing and a dangling relationship', async () => {
    const files = unzipSync(await deckToPptx({ title: 'Lumen', theme: 'paper', slides: slides.slice(0, 2) }));
    delete files['ppt/slides/slide2.xml'];
    const problems = packageProblems(zipSync(files));
    expect(problems).toContain(
      '[Content_Types].xml declares ppt/slides/slide2.xml, which is not in the package',
    );
    expect(problems.some((problem) => problem.includes('points at missing ppt/slides/slide2.xml'))).toBe(
      true,
    );
    files['ppt/extra.bin'] = strToU8('x');
    expect(packageProblems(zipSync(files))).toContain('ppt/extra.bin has no content type');
  });

  it('labels each chart value by its own magnitude', async () => {
    const bytes = await deckToPptx({
      title: 'Market',
      theme: 'midnight',
      slides: [marketSlide([4.5e9, 900e6, 45e6])],
    });
    const chart = defined(Object.values(readPptx(bytes).charts)[0]);
    const labels = [...chart.matchAll(/<c:dLbl>[\s\S]*?<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]);
    expect(labels).toEqual(['$4.5B', '$900M', '$45M']);
    expect(chart).not.toContain('$0.0B');
  });
});
