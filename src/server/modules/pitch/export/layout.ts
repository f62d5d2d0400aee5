/** Safe file name for a download: the deck title in plain letters, digits and hyphens. */
export function fileName(title: string, extension: 'pptx' | 'pdf'): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'pitch-deck';
  return `${base}.${extension}`;
}
