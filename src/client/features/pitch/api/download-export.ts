import { ApiError, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import { env } from '#client/lib/env.ts';

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
 * Downloads an export. Fetched rather than linked so that a refusal (403 `premium_required` for
 * PPTX on the free plan) reaches the page as an `ApiError` it can answer with the upsell, instead of
 * a JSON file saved to the person's downloads.
 */
export async function downloadExport(deckId: string, title: string, format: ExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      `${env.apiBaseUrl}/api/pitch/decks/${encodeURIComponent(deckId)}/export.${format}`,
      {
        credentials: 'include',
      },
    );
  } catch {
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    const code =
      typeof error === 'object' && error !== null && 'code' in error
        ? String(error.code)
        : `http_${response.status}`;
    const message =
      typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : `The file could not be made (${response.status}).`;
    throw new ApiError(code, message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(title, format);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
