import {
  WHEEL_AREAS,
  WHEEL_SCORE_MAX,
  WHEEL_SCORE_MIN,
  type WheelArea,
  type WheelScores,
} from '#shared/schemas/wheel-of-life.ts';
import { WHEEL_AREA_INFO } from './wheel-areas.ts';

/** One slider per area, 1 to 10 in whole steps; arrow keys and Page Up/Down come with the native control. */
export function WheelSliders({
  scores,
  onChange,
}: {
  scores: WheelScores;
  onChange: (area: WheelArea, score: number) => void;
}) {
  return (
    <fieldset className="space-y-5">
      <legend className="sr-only">
        Rate each area from {WHEEL_SCORE_MIN} to {WHEEL_SCORE_MAX}
      </legend>
      {WHEEL_AREAS.map((area) => {
        const info = WHEEL_AREA_INFO[area];
        const id = `wheel-${area}`;
        return (
          <div key={area}>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={id} className="font-semibold text-indigo-950">
                {info.label}
              </label>
              <output htmlFor={id} className="text-lg font-bold tabular-nums text-teal-800">
                {scores[area]}
              </output>
            </div>
            <p id={`${id}-question`} className="text-sm text-stone-600">
              {info.question}
            </p>
            <input
              id={id}
              type="range"
              min={WHEEL_SCORE_MIN}
              max={WHEEL_SCORE_MAX}
              step={1}
              value={scores[area]}
              aria-describedby={`${id}-question`}
              aria-valuetext={`${scores[area]} out of ${WHEEL_SCORE_MAX}`}
              onChange={(event) => onChange(area, Number(event.target.value))}
              className="mt-2 h-2 w-full cursor-pointer accent-teal-700"
            />
          </div>
        );
      })}
    </fieldset>
  );
}
