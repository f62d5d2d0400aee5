import ExcelJS from 'exceljs';

const MONTHS = 24;

const LINES = [
  'New customers',
  'Churned customers',
  'Customers at month end',
  'Revenue',
  'Gross profit',
  'Team cost',
  'Marketing',
  'Other operating costs',
  'Net burn (negative = profit)',
  'Cash at month end',
] as const;
type Line = (typeof LINES)[number];
type Month = Record<Line, number>;

/** Excel's ROUND: halves away from zero. */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The Model sheet's figures, month by month, computed the way its formulas compute them: the
 * values stored with each formula. A test recalculates the file in LibreOffice and compares.
 */
export function planMonths(input: Record<string, number>): Month[] {
  const get = (label: string) => {
    const value = input[label];
    if (value === undefined) throw new Error(`no assumption named ${label}`);
    return value;
  };
  const months: Month[] = [];
  for (let m = 1; m <= MONTHS; m++) {
    const prev = months.at(-1);
    const newCustomers = prev
      ? round(prev['New customers'] * (1 + get('Monthly growth of new customers')))
      : get('New customers in month 1');
    const before = prev ? prev['Customers at month end'] : get('Customers at start');
    const churned = round(before * get('Monthly churn'));
    const customers = before + newCustomers - churned;
    const revenue = customers * get('Price per customer per month');
    const grossProfit = revenue * get('Gross margin');
    const teamCost = get('Team cost per month') * (1 + get('Team cost growth per month')) ** (m - 1);
    const marketing = newCustomers * get('Marketing spend per new customer');
    const other = get('Other operating costs per month');
    const burn = teamCost + marketing + other - grossProfit;
    months.push({
      'New customers': newCustomers,
      'Churned customers': churned,
      'Customers at month end': customers,
      Revenue: revenue,
      'Gross profit': grossProfit,
      'Team cost': teamCost,
      Marketing: marketing,
      'Other operating costs': other,
      'Net burn (negative = profit)': burn,
      'Cash at month end': (prev ? prev['Cash at month end'] : get('Starting cash')) - burn,
    });
  }
  return months;
}

const money = '#,##0;[Red]-#,##0';

/** The blue cells: label, value, note, number format. Their order fixes their rows (3 to 13). */
const ASSUMPTIONS: Array<[string, number, string, string?]> = [
  ['Starting cash', 500000, 'Money in the bank on day one of month 1.', money],
  ['Customers at start', 20, 'Paying customers today.'],
  ['New customers in month 1', 8, 'From every channel together.'],
  ['Monthly growth of new customers', 0.08, 'How much faster acquisition gets each month.', '0%'],
  ['Monthly churn', 0.03, 'Share of customers who leave each month.', '0.0%'],
  ['Price per customer per month', 149, 'Average revenue per account.', money],
  ['Gross margin', 0.8, 'Revenue left after hosting, payment fees and support.', '0%'],
  ['Team cost per month', 38000, 'Salaries, taxes and benefits today.', money],
  ['Team cost growth per month', 0.02, 'Hiring, raises.', '0.0%'],
  ['Other operating costs per month', 6000, 'Rent, tools, legal, accounting.', money],
  ['Marketing spend per new customer', 300, 'Paid acquisition cost per new customer.', money],
];

/** The Model sheet's row of a line, under the month header. */
const rowOf = (label: Line) => LINES.indexOf(label) + 2;

/**
 * A 24-month model for an early subscription business: every figure on the Model sheet is a formula
 * of the Assumptions sheet, so changing an assumption re-plans the whole sheet, and the Summary
 * reads runway and break-even from the Model.
 */
export async function financialModel(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Founder Flow';
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.calcProperties.fullCalcOnLoad = true;
  const values = planMonths(Object.fromEntries(ASSUMPTIONS.map(([label, value]) => [label, value])));
  addAssumptionsSheet(workbook);
  const model = addModelSheet(workbook, values);
  addSummarySheet(workbook, model.getColumn(MONTHS + 1).letter, values);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function addAssumptionsSheet(workbook: ExcelJS.Workbook) {
  const inputs = workbook.addWorksheet('Assumptions', { properties: { tabColor: { argb: 'FF0F766E' } } });
  inputs.columns = [{ width: 44 }, { width: 16 }, { width: 60 }];
  inputs.addRow([
    'Founder Flow financial model',
    '',
    'Change the blue cells; everything else is calculated.',
  ]);
  inputs.getRow(1).font = { bold: true, size: 14 };
  inputs.addRow([]);
  for (const [label, value, note, format] of ASSUMPTIONS) {
    const row = inputs.addRow([label, value, note]);
    const cell = row.getCell(2);
    cell.font = { color: { argb: 'FF1D4ED8' }, bold: true };
    if (format) cell.numFmt = format;
  }
}

function addModelSheet(workbook: ExcelJS.Workbook, values: Month[]) {
  const model = workbook.addWorksheet('Model', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  model.getColumn(1).width = 30;
  const header = model.addRow(['Month', ...Array.from({ length: MONTHS }, (_, i) => i + 1)]);
  header.font = { bold: true };
  LINES.forEach((label) => model.addRow([label]));
  for (let m = 1; m <= MONTHS; m++) {
    const col = model.getColumn(m + 1).letter;
    const prev = m > 1 ? model.getColumn(m).letter : null;
    const formulas = monthFormulas(m, col, prev);
    for (const label of LINES) {
      const cell = model.getCell(`${col}${rowOf(label)}`);
      // The result is stored beside the formula, so readers that do not calculate (pandas, mail
      // previews) see the same numbers as Excel and LibreOffice, which recalculate on opening.
      cell.value = { formula: formulas[label], result: values[m - 1]?.[label] };
      if (!label.includes('customers') && !label.includes('Customers')) cell.numFmt = money;
    }
    model.getColumn(m + 1).width = 12;
  }
  return model;
}

/** Month `m`'s formulas in column `col`, reading last month's column and the assumptions. */
function monthFormulas(m: number, col: string, prev: string | null): Record<Line, string> {
  // Assumption rows 3..13 in column B, in the order planMonths reads them.
  const [cash0, customers0, newCustomers1, newGrowth, churn, price, margin, team, teamGrowth, other, cac] =
    ASSUMPTIONS.map((_, i) => `Assumptions!$B$${i + 3}`);
  const at = (label: Line, c = col) => `${c}${rowOf(label)}`;
  return {
    'New customers': prev ? `ROUND(${at('New customers', prev)}*(1+${newGrowth}),0)` : `${newCustomers1}`,
    'Churned customers': `ROUND(${prev ? at('Customers at month end', prev) : customers0}*${churn},0)`,
    'Customers at month end': `${prev ? at('Customers at month end', prev) : customers0}+${at('New customers')}-${at('Churned customers')}`,
    Revenue: `${at('Customers at month end')}*${price}`,
    'Gross profit': `${at('Revenue')}*${margin}`,
    'Team cost': `${team}*(1+${teamGrowth})^${m - 1}`,
    Marketing: `${at('New customers')}*${cac}`,
    'Other operating costs': `${other}`,
    'Net burn (negative = profit)': `${at('Team cost')}+${at('Marketing')}+${at('Other operating costs')}-${at('Gross profit')}`,
    'Cash at month end': `${prev ? at('Cash at month end', prev) : cash0}-${at('Net burn (negative = profit)')}`,
  };
}

function addSummarySheet(workbook: ExcelJS.Workbook, last: string, values: Month[]) {
  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 44 }, { width: 18 }];
  summary.addRow(['Summary']).font = { bold: true, size: 14 };
  const range = (label: Line) => `Model!B${rowOf(label)}:${last}${rowOf(label)}`;
  const series = (label: Line) => values.map((month) => month[label]);
  const atMonth = (m: number, label: Line) => series(label)[m - 1] ?? 0;
  const firstMonth = (label: Line, test: (value: number) => boolean, otherwise: string) => {
    const index = series(label).findIndex(test);
    return index === -1 ? otherwise : index + 1;
  };
  const results: Array<[string, string, number | string, string?]> = [
    ['Revenue in month 12', `Model!M${rowOf('Revenue')}`, atMonth(12, 'Revenue'), money],
    ['Revenue in month 24', `Model!${last}${rowOf('Revenue')}`, atMonth(MONTHS, 'Revenue'), money],
    [
      'Customers at month 24',
      `Model!${last}${rowOf('Customers at month end')}`,
      atMonth(MONTHS, 'Customers at month end'),
    ],
    [
      'Lowest cash balance',
      `MIN(${range('Cash at month end')})`,
      Math.min(...series('Cash at month end')),
      money,
    ],
    [
      'Months of runway (first month cash is below zero)',
      `IFERROR(MATCH(TRUE,INDEX(${range('Cash at month end')}<0,0),0),"More than ${MONTHS}")`,
      firstMonth('Cash at month end', (cash) => cash < 0, `More than ${MONTHS}`),
    ],
    [
      'First month without burn',
      `IFERROR(MATCH(TRUE,INDEX(${range('Net burn (negative = profit)')}<=0,0),0),"Not within ${MONTHS}")`,
      firstMonth('Net burn (negative = profit)', (burn) => burn <= 0, `Not within ${MONTHS}`),
    ],
  ];
  for (const [label, formula, result, format] of results) {
    const r = summary.addRow([label, { formula, result }]);
    if (format) r.getCell(2).numFmt = format;
  }
}
