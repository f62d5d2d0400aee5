/** The journal's multi-line text boxes, in the one field look (components/ui/input.tsx). */
export const textareaClass =
  'block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-3 text-base text-indigo-950 shadow-sm outline-none placeholder:text-stone-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm';

/** A card of the page. */
export const card = 'rounded-3xl border border-stone-200/80 bg-white p-4 shadow-sm sm:p-6';
