import type { ResourceFileFormat } from '#shared/library.ts';

export const TEMPLATE_IDS = [
  'financial-model',
  'investor-update',
  'hiring-scorecard',
  'weekly-review',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateFile {
  format: ResourceFileFormat;
  /** The name a download is saved as. */
  fileName: string;
  build: () => Promise<Uint8Array>;
}

/**
 * The templates' files, built at seed time with the libraries that write each format (exceljs,
 * docx, pdf-lib) rather than committed as binaries, so their text is reviewed like code. Each
 * library is imported only when its file is built: a server start that does not seed never loads them.
 */
export const TEMPLATES: Record<TemplateId, TemplateFile> = {
  'financial-model': {
    format: 'xlsx',
    fileName: 'founder-flow-financial-model.xlsx',
    build: async () => (await import('./financial-model.ts')).financialModel(),
  },
  'investor-update': {
    format: 'docx',
    fileName: 'founder-flow-investor-update.docx',
    build: async () => (await import('./investor-update.ts')).investorUpdate(),
  },
  'hiring-scorecard': {
    format: 'docx',
    fileName: 'founder-flow-hiring-scorecard.docx',
    build: async () => (await import('./hiring-scorecard.ts')).hiringScorecard(),
  },
  'weekly-review': {
    format: 'pdf',
    fileName: 'founder-flow-weekly-review.pdf',
    build: async () => (await import('./weekly-review.ts')).weeklyReview(),
  },
};
