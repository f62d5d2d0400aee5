import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const INDIGO = rgb(0.19, 0.18, 0.51);
const TEAL = rgb(0.06, 0.46, 0.43);
const GREY = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.8, 0.82, 0.9);

/**
 * A printable A4 page for the Friday review: wins, drains, the numbers that matter, an energy
 * check, next week's three priorities, one thing to stop and one person to talk to.
 */
export async function weeklyReview(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Weekly founder review');
  pdf.setAuthor('Founder Flow');
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const left = 48;
  const width = page.getWidth() - left * 2;
  let y = page.getHeight() - 60;

  page.drawText('Weekly founder review', { x: left, y, size: 22, font: bold, color: INDIGO });
  y -= 20;
  page.drawText('Twenty minutes on Friday. Week of: ____________________', {
    x: left,
    y,
    size: 10,
    font: regular,
    color: GREY,
  });
  y -= 14;

  const section = (title: string, note: string, lines: number) => {
    y -= 26;
    page.drawText(title, { x: left, y, size: 12.5, font: bold, color: TEAL });
    y -= 14;
    page.drawText(note, { x: left, y, size: 9, font: regular, color: GREY });
    for (let i = 0; i < lines; i++) {
      y -= 22;
      page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.6, color: RULE });
    }
  };

  section('Three wins', 'Small counts. What moved forward because of you?', 3);
  section('What drained me', 'Which meetings, tasks or worries cost more energy than they were worth?', 2);

  y -= 26;
  page.drawText('Numbers that matter', { x: left, y, size: 12.5, font: bold, color: TEAL });
  y -= 8;
  const boxes = ['Revenue', 'Customers', 'Cash', 'Runway'];
  const boxWidth = (width - 3 * 10) / 4;
  boxes.forEach((label, i) => {
    const x = left + i * (boxWidth + 10);
    page.drawRectangle({ x, y: y - 46, width: boxWidth, height: 40, borderColor: RULE, borderWidth: 1 });
    page.drawText(label, { x: x + 6, y: y - 18, size: 9, font: regular, color: GREY });
  });
  y -= 46;

  y -= 28;
  page.drawText('Energy this week', { x: left, y, size: 12.5, font: bold, color: TEAL });
  y -= 22;
  for (let n = 1; n <= 10; n++) {
    const x = left + 10 + (n - 1) * 34;
    page.drawCircle({ x, y: y + 3, size: 10, borderColor: INDIGO, borderWidth: 1 });
    page.drawText(String(n), {
      x: x - (n === 10 ? 5 : 2.5),
      y: y - 0.5,
      size: 8,
      font: regular,
      color: INDIGO,
    });
  }
  y -= 8;

  section('Next week: three priorities', 'If only these three happen, the week was good.', 3);
  section('One thing to stop', 'A habit, a meeting or a task someone else should own.', 1);
  section('Who I need to talk to', 'A customer, a co-founder, an investor, a friend.', 1);

  page.drawText('Founder Flow  |  founderflow.app/library', {
    x: left,
    y: 32,
    size: 8,
    font: regular,
    color: GREY,
  });
  return pdf.save();
}
