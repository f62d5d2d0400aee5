import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planMonths } from './financial-model.ts';
import { TEMPLATES, type TemplateId } from './templates.ts';

/**
 * Each template opened by the reader most people's tools use for its format, none of which
 * calculates or renders: openpyxl (what pandas reads spreadsheets with) sees only the values stored
 * beside the formulas, python-docx only the document's text, pdftotext only the PDF's text layer.
 * The readers come from Debian (python3-openpyxl, python3-docx, poppler-utils); `.ci/run` installs them.
 */
const PYTHON = '/usr/bin/python3';
const has = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const readersInstalled = has(PYTHON, ['-c', 'import openpyxl, docx']) && has('pdftotext', ['-v']);

async function written(id: TemplateId): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-'));
  const file = path.join(dir, TEMPLATES[id].fileName);
  fs.writeFileSync(file, await TEMPLATES[id].build());
  return file;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const OPENPYXL_SUMMARY = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1], data_only=True)
summary = {row[0].value: row[1].value for row in book['Summary'].iter_rows(min_row=2) if row[0].value}
model = [[cell.value for cell in row] for row in book['Model'].iter_rows(min_row=2)]
inputs = {row[0].value: row[1].value for row in book['Assumptions'].iter_rows(min_row=3) if isinstance(row[1].value, (int, float))}
print(json.dumps({'summary': summary, 'model': model, 'inputs': inputs}))
`;

// Skipped only where the Debian readers are missing (a developer's machine); CI installs them.
describe.skipIf(!readersInstalled)('templates read by strict readers', () => {
  it('the financial model keeps every formula’s result, so pandas and previews see numbers', async () => {
    const file = await written('financial-model');
    const { summary, model, inputs } = JSON.parse(run(PYTHON, ['-c', OPENPYXL_SUMMARY, file])) as {
      summary: Record<string, number | string | null>;
      model: (string | number | null)[][];
      inputs: Record<string, number>;
    };
    expect(Object.values(summary)).not.toContain(null);
    const cells = model.flatMap((row) => row.slice(1));
    expect(cells).toHaveLength(10 * 24);
    expect(cells.every((value) => typeof value === 'number')).toBe(true);
    const cash = model.find((row) => row[0] === 'Cash at month end');
    // Month 1 by hand from the formulas: 8 new, ROUND(20 × 3 %) = 1 churned, 27 customers × $149.
    expect(model.slice(0, 4).map((row) => row[1])).toEqual([8, 1, 27, 4023]);
    // The month-24 cash, planned again from the assumptions as the file states them.
    const planned = planMonths(inputs).at(-1);
    expect(Object.keys(inputs)).toHaveLength(11);
    expect(cash?.[24]).toBeCloseTo(planned?.['Cash at month end'] ?? Number.NaN, 6);
    expect(summary['Customers at month 24']).toBeGreaterThan(20);
    expect(typeof summary['Lowest cash balance']).toBe('number');
  });

  it('the Word templates give their text to python-docx', async () => {
    const script =
      'import sys, docx; d = docx.Document(sys.argv[1]); print("\\n".join(p.text for p in d.paragraphs))';
    expect(run(PYTHON, ['-c', script, await written('investor-update')])).toContain(
      '[Company] investor update: [Month, Year]',
    );
    expect(run(PYTHON, ['-c', script, await written('hiring-scorecard')])).toContain(
      'Hiring scorecard: [Role]',
    );
  });

  it('the PDF template gives its text to pdftotext', async () => {
    const text = run('pdftotext', [await written('weekly-review'), '-']);
    expect(text).toContain('Weekly founder review');
    expect(text).toContain('Twenty minutes on Friday');
  });
});
