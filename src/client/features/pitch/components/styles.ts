/** The text area look, matching the app's input (components/ui/input.tsx) for longer answers and notes. */
export const textAreaClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-indigo-950 shadow-sm outline-none transition-colors ' +
  'placeholder:text-stone-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm';

/** A native select in the same look. */
export const selectClass =
  'block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-indigo-950 shadow-sm outline-none ' +
  'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm';

/** A white card on the canvas. */
export const cardClass = 'rounded-3xl border border-indigo-100 bg-white p-5 shadow-sm sm:p-6';
