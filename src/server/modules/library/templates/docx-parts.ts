import { BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** Small builders the Word templates share: a hint in grey italics, a full-width table. */
export const hint = (text: string) =>
  new Paragraph({ children: [new TextRun({ text, italics: true, color: '6B7280', size: 20 })] });

export const line = (text = '') => new Paragraph({ children: [new TextRun({ text, size: 22 })] });

const border = { style: BorderStyle.SINGLE, size: 4, color: 'C7D2FE' };

export function table(rows: string[][], widths: number[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: rows.map(
      (cells, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: cells.map(
            (text, c) =>
              new TableCell({
                width: { size: widths[c]!, type: WidthType.PERCENTAGE },
                children: [new Paragraph({ children: [new TextRun({ text, bold: r === 0, size: 20 })] })],
              }),
          ),
        }),
    ),
  });
}
