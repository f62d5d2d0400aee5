/**
 * A native range input drawn as a thin track with a round thumb; the filled part is painted by
 * the element behind it (see SeekBar), so the input itself stays transparent.
 */
export const rangeInputClass =
  'h-5 w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none disabled:cursor-default ' +
  '[&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full ' +
  '[&::-webkit-slider-thumb]:bg-amber-300 [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full ' +
  '[&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-amber-300 ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-white ' +
  'focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-white';
