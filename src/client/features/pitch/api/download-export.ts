import { downloadBlob } from '#client/lib/api-client.ts';

export type ExportFormat = 'pptx' | 'pdf';

/** A file name a desktop accepts: the deck's title without the characters file systems refuse. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'Pitch deck';
  return `${base}.${format}`;
}

/**
 * Downloads an export. A refusal (403 `premium_required` for PPTX on the free plan) reaches the page
 * as an `ApiError` it can answer with the upsell.
 */
export async function downloadExport(deckId: string, title: string, format: ExportFormat): Promise<void> {
  await downloadBlob(
    `/pitch/decks/${encodeURIComponent(deckId)}/export.${format}`,
    exportFileName(title, format),
    {
      fallbackMessage: (status) => `The file could not be made (${status}).`,
    },
  );
}
