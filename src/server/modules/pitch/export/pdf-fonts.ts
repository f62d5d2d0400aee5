/**
 * The fonts the deck PDF embeds: DejaVu Sans and Serif (Latin with its extensions, Greek, Cyrillic),
 * subset to the characters a deck uses. The layout measures with the same fonts' widths, so a line
 * breaks where it was measured to. Ligatures are off: the layout adds up single characters' widths.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Face } from '#shared/pitch/layout-measure.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const FILES: Record<Face, string> = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
};

/** Read once per process: the files do not change while it runs. */
const bytes = new Map<Face, Buffer>();
function fontBytes(face: Face): Buffer {
  let data = bytes.get(face);
  if (!data) {
    data = fs.readFileSync(path.join(fontDir, FILES[face]));
    bytes.set(face, data);
  }
  return data;
}

/** The faces a document draws with, embedded on first use. */
export function fontLoader(doc: PDFDocument): (face: Face) => Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  const embedded = new Map<Face, Promise<PDFFont>>();
  return (face) => {
    let font = embedded.get(face);
    if (!font) {
      font = doc.embedFont(fontBytes(face), {
        subset: true,
        features: { liga: false, clig: false, calt: false, kern: false },
      });
      embedded.set(face, font);
    }
    return font;
  };
}
