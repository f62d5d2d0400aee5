/**
 * Reading exported decks back, for tests: the text of each PPTX slide and its chart parts, and a
 * PDF's pages and the text drawn on each (read by pdftotext). Only what the exports write needs reading here.
 */
import { spawnSync } from 'node:child_process';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';

export interface PptxContents {
  /** The text of each slide, its runs joined by spaces, in slide order. */
  slides: string[];
  /** The text of each slide's notes page, where it has one. */
  notes: string[];
  /** Paths of the chart parts (ppt/charts/chartN.xml) and their XML. */
  charts: Record<string, string>;
  files: string[];
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const numberOf = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1]);

const runsOf = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1] ?? ''));

export function readPptx(bytes: Uint8Array): PptxContents {
  const files = unzipSync(bytes);
  const numbered = (pattern: RegExp) =>
    Object.keys(files)
      .filter((name) => pattern.test(name))
      .sort((a, b) => numberOf(a) - numberOf(b));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return {
    slides: numbered(/^ppt\/slides\/slide\d+\.xml$/).map((name) => runsOf(text(name)).join(' ')),
    notes: numbered(/^ppt\/notesSlides\/notesSlide\d+\.xml$/).map((name) => runsOf(text(name)).join(' ')),
    charts: Object.fromEntries(numbered(/^ppt\/charts\/chart\d+\.xml$/).map((name) => [name, text(name)])),
    files: Object.keys(files),
  };
}

/**
 * A PDF's pages and the text on each as pdftotext (poppler) reads it: the fonts are embedded subsets
 * drawn by glyph, so only a real reader maps them back to characters.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; sizes: [number, number][] }> {
  const doc = await PDFDocument.load(bytes);
  const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  // pdftotext ends each page with a form feed.
  const pages = run.stdout.split('\f').slice(0, doc.getPageCount());
  return { pages, sizes: doc.getPages().map((page) => [page.getWidth(), page.getHeight()]) };
}
