/**
 * Reads a `Range` header (RFC 9110): one byte range to send with 206, `unsatisfiable` for 416, or
 * `ignore` when the header asks for something this server does not do (a unit other than bytes,
 * several ranges, or text that is no range at all), which the standard answers with the whole file.
 */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | 'ignore' {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return 'ignore';
  const [, startText = '', endText = ''] = match;
  if (size === 0 || (startText === '' && endText === '')) return 'unsatisfiable';
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
