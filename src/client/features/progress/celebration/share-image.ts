import type { Celebration } from '#shared/schemas/progress.ts';
import { monthLabel } from './story.ts';

const WIDTH = 1080;
const HEIGHT = 1350;

/**
 * The reel as one picture to share, drawn in the browser: figures only, no name, no e-mail, and
 * nothing in any address. A PNG of 1080 × 1350 (a portrait post).
 */
export async function shareImage(data: Celebration): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This browser cannot draw the picture.');
  const background = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, '#1e1b4b');
  background.addColorStop(1, '#115e59');
  g.fillStyle = background;
  g.fillRect(0, 0, WIDTH, HEIGHT);

  g.fillStyle = '#fcd34d';
  g.font = '600 44px system-ui, sans-serif';
  g.fillText(`My Founder Flow · ${monthLabel(data.month)}`, 90, 160);
  const figures: [string, string][] = [
    [
      String(data.sessionsCompleted),
      data.sessionsCompleted === 1 ? 'session completed' : 'sessions completed',
    ],
    [String(data.minutes), 'minutes of coaching'],
    ...(data.streak.hidden
      ? []
      : [[String(data.streak.longest), 'days, my longest streak'] as [string, string]]),
    [String(data.badgesEarned), data.badgesEarned === 1 ? 'badge earned' : 'badges earned'],
    [String(data.journalDays), data.journalDays === 1 ? 'day of journaling' : 'days of journaling'],
  ];
  figures.forEach(([figure, label], i) => {
    const y = 330 + i * 190;
    g.fillStyle = '#ffffff';
    g.font = '800 120px system-ui, sans-serif';
    g.fillText(figure, 90, y);
    const width = g.measureText(figure).width;
    g.fillStyle = '#c7d2fe';
    g.font = '500 46px system-ui, sans-serif';
    g.fillText(label, 90 + width + 30, y);
  });
  g.fillStyle = '#99f6e4';
  g.font = '500 36px system-ui, sans-serif';
  g.fillText('Daily audio coaching for founders', 90, HEIGHT - 90);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
      'image/png',
    ),
  );
}

/** Shares the picture where the browser can share files, else downloads it. */
export async function sharePicture(data: Celebration): Promise<'shared' | 'downloaded'> {
  const file = new File([await shareImage(data)], `founder-flow-${data.month}.png`, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: 'My Founder Flow story' });
    return 'shared';
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
  return 'downloaded';
}
