import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { hint, line, table } from './docx-parts.ts';

/**
 * A scorecard written before the first interview: the role's mission, the outcomes that define
 * success, the competencies to test, and a 1–4 rating per interviewer, so the decision compares
 * evidence instead of impressions.
 */
export async function hiringScorecard(): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const doc = new Document({
    creator: 'Founder Flow',
    title: 'Hiring scorecard',
    description: 'A hiring scorecard template from the Founder Flow library',
    sections: [
      {
        children: [
          new Paragraph({ text: 'Hiring scorecard: [Role]', heading: HeadingLevel.HEADING_1 }),
          hint('Fill in the mission and outcomes before you read a single CV.'),
          heading('Mission of the role'),
          hint('One sentence: why this role exists and what the company gets when it is done well.'),
          line(),
          heading('Outcomes for the first 12 months'),
          table(
            [
              ['Outcome', 'How we will know', 'By when'],
              ['1.', '', ''],
              ['2.', '', ''],
              ['3.', '', ''],
            ],
            [45, 35, 20],
          ),
          heading('Competencies and ratings'),
          hint(
            '4 = strong evidence for, 3 = some evidence for, 2 = some evidence against, 1 = strong evidence against.',
          ),
          table(
            [
              ['Competency', 'Question or exercise', 'Rating (1-4)', 'Evidence heard'],
              ['', '', '', ''],
              ['', '', '', ''],
              ['', '', '', ''],
              ['', '', '', ''],
              ['Values and how they work with others', '', '', ''],
            ],
            [25, 30, 15, 30],
          ),
          heading('Interview plan'),
          table(
            [
              ['Stage', 'Interviewer', 'Competencies covered'],
              ['Screening call', '', ''],
              ['Work sample', '', ''],
              ['Deep-dive interview', '', ''],
              ['References', '', ''],
            ],
            [30, 30, 40],
          ),
          heading('Decision'),
          hint('Hire only on a clear yes. Write down what would have to be true to change your mind.'),
          line('Hire / No hire:'),
          line('Reasons:'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
