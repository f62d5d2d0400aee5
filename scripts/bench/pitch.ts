/**
 * The pitch deck's figures: offline generation (the composer) and the PPTX export of a 12-slide deck each
 * under 500 ms p95 on this machine. Both are pure functions the API routes call, so they are timed
 * in this process, one after another (as one request each would run them), after a warm-up; the PDF
 * export and the checker are timed alongside for the record.
 */
import { deckToPdf, deckToPptx } from '#server/modules/pitch/index.ts';
import { checkDeck } from '#shared/pitch/checker.ts';
import { composeDeck, composeSlide } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import { getFramework } from '#shared/pitch/frameworks.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';

export const PITCH = {
  name: 'pitch',
  slides: 12,
  samples: 200,
  warmup: 20,
  targetP95Ms: 500,
} as const;

type Timing = { p50: number; p95: number; max: number; samples: number };
export type PitchResult = {
  generate: Timing;
  check: Timing;
  pptx: Timing & { bytes: number };
  pdf: Timing & { bytes: number };
  pass: boolean;
};

/** Sequoia's eleven slides and a traction slide: the 12-slide seed deck of the issue. */
function twelveSlides(): PitchSlide[] {
  const traction = getFramework('yc').slides.find((slide) => slide.key === 'traction')!;
  return [...composeDeck('sequoia', STRONG_ANSWERS), composeSlide(traction, STRONG_ANSWERS)];
}

async function time(samples: number, run: () => unknown): Promise<Timing> {
  for (let i = 0; i < PITCH.warmup; i += 1) await run();
  const ms: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1), samples };
}

export async function measurePitch(): Promise<PitchResult> {
  const slides = twelveSlides();
  if (slides.length !== PITCH.slides)
    throw new Error(`expected ${PITCH.slides} slides, got ${slides.length}`);
  const deck = { title: 'Lumen Ledger seed', theme: 'midnight', slides };
  const generate = await time(PITCH.samples, twelveSlides);
  const check = await time(PITCH.samples, () =>
    checkDeck({ framework: 'sequoia', answers: STRONG_ANSWERS, slides }),
  );
  // Exports are heavier: fewer samples keep the run to a minute on a busy machine.
  const exportSamples = Math.round(PITCH.samples / 2);
  const pptxBytes = (await deckToPptx(deck)).byteLength;
  const pptx = await time(exportSamples, () => deckToPptx(deck));
  const pdfBytes = (await deckToPdf(deck)).byteLength;
  const pdf = await time(exportSamples, () => deckToPdf(deck));
  return {
    generate,
    check,
    pptx: { ...pptx, bytes: pptxBytes },
    pdf: { ...pdf, bytes: pdfBytes },
    pass: generate.p95 < PITCH.targetP95Ms && pptx.p95 < PITCH.targetP95Ms,
  };
}

export function formatPitch(result: PitchResult): string {
  const row = (label: string, t: Timing, target = '') =>
    `  ${label.padEnd(28)} p50 ${String(t.p50).padStart(7)} ms  p95 ${String(t.p95).padStart(7)} ms  max ${String(t.max).padStart(7)} ms  (${t.samples} runs)${target}`;
  const goal = ` target p95 < ${PITCH.targetP95Ms} ms`;
  return [
    `pitch: a ${PITCH.slides}-slide deck, in process`,
    row('offline generation', result.generate, goal),
    row('checker', result.check),
    row(`PPTX export (${Math.round(result.pptx.bytes / 1024)} KB)`, result.pptx, goal),
    row(`PDF export (${Math.round(result.pdf.bytes / 1024)} KB)`, result.pdf),
    `  verdict: ${result.pass ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}

// `tsx scripts/bench/pitch.ts` runs this scenario alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatPitch(await measurePitch()));
}
