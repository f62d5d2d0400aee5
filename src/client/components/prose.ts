/**
 * Type for rendered Markdown (library resources, news posts): the server sends sanitised HTML of a
 * small, known set of tags, styled here without a typography plugin.
 */
export const PROSE =
  'max-w-none text-stone-800 leading-relaxed [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_code]:rounded [&_code]:bg-indigo-50 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold ' +
  '[&_h2]:text-indigo-950 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-indigo-950 [&_li]:mt-1.5 ' +
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-indigo-950 [&_ul]:mt-3 ' +
  '[&_ul]:list-disc [&_ul]:pl-6';
