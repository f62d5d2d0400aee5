import { useId, useState } from 'react';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  CHART_POINTS_MAX,
  SLIDE_LAYOUTS,
  SLIDE_NOTES_MAX,
  type SlideLayout,
} from '#shared/pitch/frameworks.ts';
import { formatFigure, parseSeries } from '#shared/pitch/text.ts';
import type { PitchChart, PitchSlide } from '#shared/schemas/pitch.ts';
import { LAYOUT_LABELS } from '#client/features/pitch/lib/deck-edit.ts';

/** The selected slide's settings beside it: layout, chart figures and speaker notes. */
export function SlideInspector({
  slide,
  onLayout,
  onChange,
}: {
  slide: PitchSlide;
  onLayout: (layout: SlideLayout) => void;
  onChange: (patch: Partial<PitchSlide>, field: string) => void;
}) {
  const layoutId = useId();
  const notesId = useId();
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor={layoutId}>Layout</Label>
        <Select
          id={layoutId}
          className="block w-full mt-1.5"
          value={slide.layout}
          onChange={(event) => onLayout(event.target.value as SlideLayout)}
        >
          {SLIDE_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {LAYOUT_LABELS[layout]}
            </option>
          ))}
        </Select>
      </div>
      {slide.layout === 'chart' ? (
        <ChartEditor key={slide.id} chart={slide.chart ?? null} onChange={onChange} />
      ) : null}
      <div>
        <Label htmlFor={notesId}>Speaker notes</Label>
        <Textarea
          id={notesId}
          className="mt-1.5"
          rows={5}
          maxLength={SLIDE_NOTES_MAX}
          value={slide.notes}
          placeholder="What you will say on this slide. Only you see these, in the presenter view."
          onChange={(event) => onChange({ notes: event.target.value }, 'notes')}
        />
      </div>
    </div>
  );
}

const pointsText = (chart: PitchChart | null) =>
  chart ? chart.points.map((p) => `${p.label} ${formatFigure(p.value, chart.unit)}`).join('\n') : '';

/**
 * The chart's figures as lines of "label figure" ("TAM $4.2B", "Jan 1200"), read with the same
 * parser the composer uses; the text is kept as typed and the chart follows what it can read.
 */
function ChartEditor({
  chart,
  onChange,
}: {
  chart: PitchChart | null;
  onChange: (patch: Partial<PitchSlide>, field: string) => void;
}) {
  const kindId = useId();
  const pointsId = useId();
  const hintId = useId();
  const [text, setText] = useState(() => pointsText(chart));
  const kind = chart?.kind ?? 'market';
  const update = (nextText: string, nextKind: PitchChart['kind']) => {
    setText(nextText);
    const points = parseSeries(nextText).slice(0, CHART_POINTS_MAX);
    if (points.length === 0) {
      onChange({ chart: null }, 'chart');
      return;
    }
    const unit = points.find((p) => p.unit && p.unit !== '%')?.unit ?? '';
    onChange(
      {
        chart: {
          kind: nextKind,
          title: chart?.title ?? (nextKind === 'market' ? 'Market size' : 'Traction'),
          unit,
          points: points.map((p) => ({ label: p.label, value: p.value })),
        },
      },
      'chart',
    );
  };
  return (
    <fieldset className="space-y-3 rounded-2xl border border-indigo-100 p-3">
      <legend className="px-1 text-sm font-medium text-indigo-950">Chart</legend>
      <div>
        <label htmlFor={kindId} className="block text-sm text-stone-700">
          Kind
        </label>
        <Select
          id={kindId}
          className="block w-full mt-1"
          value={kind}
          onChange={(event) => update(text, event.target.value as PitchChart['kind'])}
        >
          <option value="market">Market size (TAM, SAM, SOM)</option>
          <option value="traction">Traction over time</option>
        </Select>
      </div>
      <div>
        <label htmlFor={pointsId} className="block text-sm text-stone-700">
          Figures, one per line
        </label>
        <Textarea
          id={pointsId}
          aria-describedby={hintId}
          className="mt-1 font-mono"
          rows={4}
          value={text}
          placeholder={kind === 'market' ? 'TAM $4.2B\nSAM $900M\nSOM $45M' : 'Jan 1200\nFeb 1800\nMar 2600'}
          onChange={(event) => update(event.target.value, kind)}
        />
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          A label, then its figure. Up to {CHART_POINTS_MAX} lines.
        </p>
      </div>
    </fieldset>
  );
}
