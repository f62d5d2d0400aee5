/**
 * What the checks share: the deck's slides matched to the framework's, the text a slide shows the
 * room, and one way of writing a finding that names the slide and says what to do.
 */
import type {
  Framework,
  FrameworkId,
  FrameworkSlide,
  NumberTopic,
  PitchAnswers,
} from '#shared/pitch/frameworks.ts';
import type { TextReader } from '#shared/pitch/checker-reader.ts';
import type { Finding, FindingCode, PitchSlide, Severity } from '#shared/schemas/pitch.ts';

export interface CheckableDeck {
  framework: FrameworkId;
  answers: PitchAnswers;
  slides: PitchSlide[];
}

export interface CheckContext {
  deck: CheckableDeck;
  framework: Framework;
  reader: TextReader;
  findings: Finding[];
}

export interface PlacedSlide {
  spec: FrameworkSlide;
  slide: PitchSlide;
}

/** The deck's slide for a framework slide key, when the deck has it. */
export function slideByKey(context: CheckContext, key: string): PlacedSlide | null {
  const spec = context.framework.slides.find((candidate) => candidate.key === key);
  const slide = context.deck.slides.find((candidate) => candidate.key === key);
  return spec && slide ? { spec, slide } : null;
}

/** The first slide of the framework with this topic (the ask, the market, traction). */
export function slideByTopic(context: CheckContext, topic: NumberTopic): PlacedSlide | null {
  const spec = context.framework.slides.find((candidate) => candidate.numberTopic === topic);
  return spec ? slideByKey(context, spec.key) : null;
}

/** Everything on the slide the room reads: title, subtitle, bullets, big number and chart. */
export function slideText(slide: PitchSlide): string {
  return [
    slide.title,
    slide.subtitle ?? '',
    ...slide.bullets,
    slide.bigNumber ? `${slide.bigNumber.value} ${slide.bigNumber.label}` : '',
    slide.chart ? `${slide.chart.title} ${slide.chart.points.map((point) => point.label).join(' ')}` : '',
  ].join('\n');
}

/** The body of a slide without its title. */
export const slideBody = (slide: PitchSlide) => slideText({ ...slide, title: '' }).trim();

export interface FindingDraft {
  code: FindingCode;
  severity: Severity;
  message: string;
  suggestion: string;
}

/** Adds a finding about a slide (or the whole deck when `at` is null). */
export function report(context: CheckContext, at: PlacedSlide | null, draft: FindingDraft, penalty: number) {
  context.findings.push({
    ...draft,
    slideKey: at?.spec.key ?? null,
    slideId: at?.slide.id ?? null,
    penalty,
  });
}

/** “On the Problem slide” — findings say where to look. */
export const onSlide = (at: PlacedSlide) =>
  `On the “${at.spec.layout === 'title' ? at.spec.title : at.slide.title || at.spec.title}” slide`;
