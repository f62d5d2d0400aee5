/** A problem in the content folder, naming the file and (where known) the field at fault. */
export class ContentError extends Error {
  override name = 'ContentError';

  constructor(
    readonly file: string,
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(`${file}${field ? ` (${field})` : ''}: ${detail}`);
  }
}
