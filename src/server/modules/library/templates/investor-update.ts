import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { hint, line, table } from './docx-parts.ts';

/** A one-page monthly investor update: the headline, the numbers, the good, the bad and the asks. */
export async function investorUpdate(): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const doc = new Document({
    creator: 'Founder Flow',
    title: 'Monthly investor update',
    description: 'A one-page investor update template from the Founder Flow library',
    sections: [
      {
        children: [
          new Paragraph({
            text: '[Company] investor update: [Month, Year]',
            heading: HeadingLevel.HEADING_1,
          }),
          hint('Send it on the same day every month, good month or bad. Keep it to one page.'),
          heading('The headline'),
          hint('One or two sentences an investor could repeat to a partner: what changed this month?'),
          line(),
          heading('Numbers'),
          table(
            [
              ['Metric', 'This month', 'Last month', 'Change'],
              ['Monthly recurring revenue', '', '', ''],
              ['Paying customers', '', '', ''],
              ['Net burn', '', '', ''],
              ['Cash in the bank', '', '', ''],
              ['Runway (months)', '', '', ''],
            ],
            [40, 20, 20, 20],
          ),
          heading('What went well'),
          hint('Three points at most, each with the evidence: a customer, a number, a ship date.'),
          line('1.'),
          line('2.'),
          line('3.'),
          heading('What did not'),
          hint(
            'Say it plainly and say what you are doing about it. Investors forgive misses, not surprises.',
          ),
          line('1.'),
          line('2.'),
          heading('Asks'),
          hint(
            'Specific and easy to act on: "an introduction to the head of finance at a logistics company".',
          ),
          line('1.'),
          line('2.'),
          heading('Thank you'),
          hint('Name the people who helped last month. It makes the next ask easier.'),
          line(),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
