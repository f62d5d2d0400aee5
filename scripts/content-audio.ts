/**
 * `npm run content:audio [-- --force] [-- --check] [-- --only=slug,slug]`
 *
 * Turns content/sessions/*.md into media with espeak-ng and ffmpeg (both from Debian):
 * - audio sessions → content/media/sessions/<slug>.opus (mono Opus, 24 kbps, Ogg);
 * - video sessions → content/media/sessions/<slug>.webm (VP9 640x360 at 2 fps showing a title card, Opus audio);
 * - and, first, the advisors' avatars (scripts/content-avatars.ts).
 * Incremental: content/media/manifest.json keeps a hash of what went into each file (spoken segments,
 * voices, title card, encoder settings) and of the file itself; unchanged sessions are skipped,
 * `--force` regenerates all. Ends with a duration summary per category; `--check` exits 1 when a
 * session is outside its category's range.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SessionCategory } from '#shared/catalog.ts';
import { readCoaches, readSessionScripts, spokenWordCount } from '#server/content/load-content.ts';
import type { Segment, SessionScript, Voice } from '#server/content/load-content.ts';
import { measureDuration, sessionMediaFile } from '#server/content/session-media.ts';
import { hslToHex, slugNumbers, writeAvatars } from './content-avatars.ts';

const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));
const MEDIA_DIR = path.join(CONTENT_DIR, 'media');
const MANIFEST_FILE = path.join(MEDIA_DIR, 'manifest.json');
const PARALLEL = 2;

/** Everything that shapes the output; part of each session's hash, so changing it regenerates all. */
const SETTINGS = {
  pipeline: 1,
  speechRate: 150,
  voices: { narrator: 'en-us', host: 'en-gb-x-rp', guest: 'en-us+f3' } satisfies Record<Voice, string>,
  sampleRate: 22050,
  leadInSeconds: 1,
  tailSeconds: 1,
  /** Added between two spoken paragraphs, on top of espeak-ng's own ~0.4 s sentence-end silence. */
  paragraphGapSeconds: 0.35,
  audio: ['-c:a', 'libopus', '-b:a', '24k', '-vbr', 'on', '-application', 'voip'],
  video: [
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '42',
    '-b:v',
    '0',
    '-g',
    '60',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
  ],
  videoSize: '640x360',
  videoFps: 2,
  fonts: {
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  },
} as const;

const RANGES: Record<SessionCategory, readonly [number, number]> = {
  impulse: [120, 240],
  podcast: [360, 720],
  other: [180, 360],
};

type ManifestEntry = {
  hash: string;
  file: string;
  sha256: string;
  durationSeconds: number;
  words: number;
  bytes: number;
};
type Manifest = { generator: typeof SETTINGS; sessions: Record<string, ManifestEntry> };
type Job = { script: SessionScript; coachName: string; hash: string; file: string; words: number };
type Outcome = { job: Job; entry: ManifestEntry; status: 'generated' | 'unchanged' };

// ── running tools ──────────────────────────────────────────────────────────────────────────────

function run(command: string, args: readonly string[], input?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString().trim().slice(-800)}`),
        );
    });
    child.stdin.end(input ?? '');
  });
}

const ffmpeg = (args: readonly string[]) =>
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);

// ── speech ─────────────────────────────────────────────────────────────────────────────────────

/** The PCM samples of espeak-ng's WAV output (checked to be 16-bit mono at the expected rate). */
function wavSamples(wav: Buffer): Buffer {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('espeak-ng did not return a WAV file');
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const [format, channels, rate, bits] = [
        wav.readUInt16LE(body),
        wav.readUInt16LE(body + 2),
        wav.readUInt32LE(body + 4),
        wav.readUInt16LE(body + 14),
      ];
      if (format !== 1 || channels !== 1 || bits !== 16 || rate !== SETTINGS.sampleRate) {
        throw new Error(
          `espeak-ng wrote format ${format}, ${channels} ch, ${bits} bit, ${rate} Hz; expected 16-bit mono ${SETTINGS.sampleRate} Hz`,
        );
      }
    }
    // Streamed WAVs carry a placeholder data size, so the data runs to the end of the buffer at most.
    if (id === 'data') return wav.subarray(body, Math.min(wav.length, body + size));
    offset = body + size + (size % 2);
  }
  throw new Error('espeak-ng WAV has no data chunk');
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * SETTINGS.sampleRate) * 2);

async function speak(text: string, voice: Voice): Promise<Buffer> {
  const wav = await run(
    'espeak-ng',
    ['-v', SETTINGS.voices[voice], '-s', String(SETTINGS.speechRate), '--stdin', '--stdout'],
    text,
  );
  return wavSamples(wav);
}

/** The whole soundtrack as raw 16-bit mono PCM: lead-in, speech, pauses, paragraph gaps, tail. */
async function soundtrack(segments: readonly Segment[]): Promise<Buffer> {
  const parts: Buffer[] = [silence(SETTINGS.leadInSeconds)];
  let previous: Segment['kind'] | null = null;
  for (const segment of segments) {
    if (segment.kind === 'chapter') continue; // a chapter marks a section; it is not heard
    if (segment.kind === 'pause') {
      parts.push(silence(segment.seconds));
    } else {
      if (previous === 'speech') parts.push(silence(SETTINGS.paragraphGapSeconds));
      parts.push(await speak(segment.text, segment.voice));
    }
    previous = segment.kind;
  }
  parts.push(silence(SETTINGS.tailSeconds));
  return Buffer.concat(parts);
}

// ── title card (videos) ────────────────────────────────────────────────────────────────────────

function greedyWrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Wraps at `width` characters at most, with lines as even as the same line count allows. */
function wrap(text: string, width: number): string[] {
  const count = greedyWrap(text, width).length;
  let narrowest = width;
  while (narrowest > 1 && greedyWrap(text, narrowest - 1).length === count) narrowest--;
  return greedyWrap(text, narrowest);
}

/** Escapes a value for an ffmpeg filter graph option. */
const filterValue = (value: string) => value.replace(/[\\':,;[\]]/g, (c) => `\\${c}`);

/** Renders the still frame of a video: a calm gradient from the slug's hue, title, advisor. */
async function titleCard(job: Job, dir: string): Promise<string> {
  const [a = 0] = slugNumbers(job.script.slug);
  const hue = Math.round(a * 360);
  const [w, h] = SETTINGS.videoSize.split('x').map(Number) as [number, number];
  const titleLines = wrap(job.script.title, 24);
  const titleSize = 36;
  const lineHeight = 48;
  const blockTop = Math.round(h / 2 - (titleLines.length * lineHeight) / 2 - 14);

  const texts: Array<{ text: string; font: string; size: number; y: number; alpha: number }> = [
    { text: 'FOUNDER FLOW', font: SETTINGS.fonts.bold, size: 14, y: 46, alpha: 0.7 },
    ...titleLines.map((line, i) => ({
      text: line,
      font: SETTINGS.fonts.bold,
      size: titleSize,
      y: blockTop + i * lineHeight,
      alpha: 1,
    })),
    {
      text: job.coachName ? `with ${job.coachName}` : '',
      font: SETTINGS.fonts.regular,
      size: 21,
      y: blockTop + titleLines.length * lineHeight + 30,
      alpha: 0.88,
    },
  ].filter((t) => t.text);

  const filters = await Promise.all(
    texts.map(async (t, i) => {
      const file = path.join(dir, `text-${i}.txt`);
      await writeFile(file, t.text);
      return `drawtext=fontfile=${filterValue(t.font)}:textfile=${filterValue(file)}:expansion=none:fontsize=${t.size}:fontcolor=white@${t.alpha}:x=(w-text_w)/2:y=${t.y}`;
    }),
  );
  const ruleY = blockTop + titleLines.length * lineHeight + 6;
  filters.push(`drawbox=x=${w / 2 - 24}:y=${ruleY}:w=48:h=2:color=white@0.6:t=fill`);

  const from = hslToHex(hue, 42, 24);
  const to = hslToHex((hue + 40) % 360, 48, 38);
  const card = path.join(dir, 'card.png');
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${SETTINGS.videoSize}:c0=${from}:c1=${to}:x0=0:y0=0:x1=${w}:y1=${h}:n=2:speed=0.00001:r=1:d=1`,
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    card,
  ]);
  return card;
}

// ── one session ────────────────────────────────────────────────────────────────────────────────

async function sha256File(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

async function generate(job: Job, tmpRoot: string): Promise<ManifestEntry> {
  const dir = await mkdtemp(path.join(tmpRoot, `${job.script.slug}-`));
  const pcmFile = path.join(dir, 'speech.pcm');
  const pcm = await soundtrack(job.script.segments);
  await writeFile(pcmFile, pcm);
  const seconds = pcm.length / 2 / SETTINGS.sampleRate;

  const output = path.join(MEDIA_DIR, job.file);
  const partial = `${output}.partial`;
  const pcmInput = ['-f', 's16le', '-ar', String(SETTINGS.sampleRate), '-ac', '1', '-i', pcmFile];
  const tags = [
    '-map_metadata',
    '-1',
    '-metadata',
    `title=${job.script.title}`,
    '-metadata',
    `artist=${job.coachName}`,
    '-fflags',
    '+bitexact',
  ];
  if (job.script.type === 'video') {
    const card = await titleCard(job, dir);
    await ffmpeg([
      '-loop',
      '1',
      '-framerate',
      String(SETTINGS.videoFps),
      '-i',
      card,
      ...pcmInput,
      '-map',
      '0:v',
      '-map',
      '1:a',
      ...SETTINGS.video,
      ...SETTINGS.audio,
      '-t',
      seconds.toFixed(3),
      ...tags,
      '-f',
      'webm',
      partial,
    ]);
  } else {
    await ffmpeg([...pcmInput, ...SETTINGS.audio, ...tags, '-f', 'ogg', partial]);
  }
  await rename(partial, output);
  await rm(dir, { recursive: true, force: true });
  return describe(job, output);
}

async function describe(job: Job, output: string): Promise<ManifestEntry> {
  return {
    hash: job.hash,
    file: job.file,
    sha256: await sha256File(output),
    durationSeconds: await measureDuration(output),
    words: job.words,
    bytes: (await stat(output)).size,
  };
}

async function isUnchanged(job: Job, entry: ManifestEntry | undefined): Promise<boolean> {
  if (!entry || entry.hash !== job.hash || entry.file !== job.file) return false;
  const sha = await sha256File(path.join(MEDIA_DIR, job.file)).catch(() => null);
  return sha === entry.sha256;
}

// ── the run ────────────────────────────────────────────────────────────────────────────────────

function hashOf(script: SessionScript, coachName: string): string {
  const inputs = {
    settings: SETTINGS,
    type: script.type,
    title: script.title,
    coachName,
    segments: script.segments,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

async function readManifest(): Promise<Manifest['sessions']> {
  const text = await readFile(MANIFEST_FILE, 'utf8').catch(() => null);
  if (!text) return {};
  return (JSON.parse(text) as Partial<Manifest>).sessions ?? {};
}

async function writeManifest(sessions: Manifest['sessions']): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(sessions).sort(([a], [b]) => a.localeCompare(b)));
  const manifest: Manifest = { generator: SETTINGS, sessions: sorted };
  await writeFile(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Deletes generated files that no session produces any more (renamed sessions, audio turned video). */
async function pruneStale(wanted: Set<string>): Promise<string[]> {
  const dir = path.join(MEDIA_DIR, 'sessions');
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const file = `sessions/${name}`;
    if (!wanted.has(file)) {
      await rm(path.join(dir, name));
      removed.push(file);
    }
  }
  return removed;
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function parseArgs(argv: string[]) {
  const only = argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const unknown = argv.filter((a) => !['--force', '--check'].includes(a) && !a.startsWith('--only='));
  if (unknown.length)
    throw new Error(`unknown option ${unknown.join(' ')} (use --force, --check, --only=slug,slug)`);
  return { force: argv.includes('--force'), check: argv.includes('--check'), only: only ?? null };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const avatars = await writeAvatars(CONTENT_DIR);
  console.log(`avatars: ${avatars.total} advisors (${avatars.written} written)`);

  const coachNames = new Map((await readCoaches(CONTENT_DIR)).map((c) => [c.slug, c.name]));
  const scripts = await readSessionScripts(CONTENT_DIR);
  const manifest = await readManifest();
  const jobs: Job[] = scripts.map((script) => {
    const coachName = coachNames.get(script.coachSlug) ?? '';
    if (!coachName) console.warn(`WARN ${script.slug}: unknown advisor "${script.coachSlug}"`);
    return {
      script,
      coachName,
      hash: hashOf(script, coachName),
      file: sessionMediaFile(script.slug, script.type),
      words: spokenWordCount(script.segments),
    };
  });
  const selected = options.only ? jobs.filter((j) => options.only?.includes(j.script.slug)) : jobs;
  if (options.only && selected.length !== options.only.length)
    throw new Error(`--only names a session that does not exist`);

  await mkdir(path.join(MEDIA_DIR, 'sessions'), { recursive: true });
  const tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'founder-flow-media-'));
  const removeTmp = () => rm(tmpRoot, { recursive: true, force: true });
  process.once('SIGINT', () => void removeTmp().finally(() => process.exit(130)));

  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const queue = [...selected];
  const started = Date.now();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const unchanged = !options.force && (await isUnchanged(job, manifest[job.script.slug]));
        const entry = unchanged ? manifest[job.script.slug]! : await generate(job, tmpRoot);
        manifest[job.script.slug] = entry;
        outcomes.push({ job, entry, status: unchanged ? 'unchanged' : 'generated' });
        const { slug, category, type } = job.script;
        console.log(
          `${String(outcomes.length).padStart(2)}/${selected.length} ${slug.padEnd(46)} ${category.padEnd(7)} ${type.padEnd(5)} ` +
            `${clock(entry.durationSeconds).padStart(5)} (${entry.durationSeconds.toFixed(1)} s, ${job.words} words, ${(entry.bytes / 1024).toFixed(0)} KB) ${unchanged ? 'unchanged' : 'generated'}`,
        );
      } catch (error) {
        failures.push(job.script.slug);
        console.error(`FAIL ${job.script.slug}: ${(error as Error).message}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await removeTmp();
  }

  if (!options.only) {
    for (const slug of Object.keys(manifest))
      if (!jobs.some((j) => j.script.slug === slug)) delete manifest[slug];
    for (const file of await pruneStale(new Set(jobs.map((j) => j.file))))
      console.log(`removed stale ${file}`);
  }
  await writeManifest(manifest);
  return summarise(outcomes, failures, options.check, Date.now() - started);
}

function summarise(outcomes: Outcome[], failures: string[], check: boolean, elapsedMs: number): number {
  const generated = outcomes.filter((o) => o.status === 'generated').length;
  console.log(
    `\n${outcomes.length} sessions: ${generated} generated, ${outcomes.length - generated} unchanged, ${failures.length} failed (${(elapsedMs / 1000).toFixed(1)} s)`,
  );
  const warnings: string[] = [];
  for (const category of Object.keys(RANGES) as SessionCategory[]) {
    const [min, max] = RANGES[category];
    const mine = outcomes
      .filter((o) => o.job.script.category === category)
      .sort((a, b) => a.entry.durationSeconds - b.entry.durationSeconds);
    if (!mine.length) continue;
    const first = mine[0]!.entry.durationSeconds;
    const last = mine.at(-1)!.entry.durationSeconds;
    console.log(
      `${category.padEnd(7)} ${String(mine.length).padStart(2)} sessions, ${first.toFixed(0)}-${last.toFixed(0)} s (target ${min}-${max} s)`,
    );
    for (const { job, entry } of mine) {
      const d = entry.durationSeconds;
      if (d < min || d > max)
        warnings.push(
          `WARN ${category} ${job.script.slug}: ${d.toFixed(1)} s is outside ${min}-${max} s (${job.words} words)`,
        );
    }
  }
  for (const warning of warnings) console.warn(warning);
  if (failures.length) return 1;
  return check && warnings.length ? 1 : 0;
}

process.exitCode = await main();
