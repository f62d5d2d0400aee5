/**
 * Reading exported decks back, for tests: the text of each PPTX slide and its chart parts, and a
 * PDF's pages and the text drawn on each. Only what the exports write needs reading here.
 */
import { inflateSync } from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

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

/** The strings a page's content streams draw with Tj (pdf-lib writes each line as one hex string). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const drawn: string[] = [];
  for (const item of refs) {
    const stream = item instanceof PDFRef ? page.doc.context.lookup(item) : item;
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.toString();
    const raw = filter.includes('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      drawn.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return drawn.join(' ');
}

export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; sizes: [number, number][] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  return {
    pages: pages.map(pageText),
    sizes: pages.map((page) => [page.getWidth(), page.getHeight()]),
  };
}
