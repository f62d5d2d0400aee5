/**
 * Everything that shapes the generated media. The whole object is part of every session's input hash,
 * so changing any value here regenerates every session on the next `npm run content:audio`.
 */
export const SETTINGS = {
  pipeline: 4,
  /** Working rate of the speech and the mix; Opus resamples to 48 kHz on encode. */
  sampleRate: 24_000,
  pacing: {
    /** Silence between two sentences of one paragraph. */
    sentenceGap: 0.45,
    /** Silence between paragraphs of the same speaker. */
    paragraphGap: 1.0,
    /** Silence when the other podcast voice takes over. */
    turnGap: 0.55,
    /** Breathing exercises: gaps this many times longer, and voices this much slower. */
    breathingGapFactor: 1.5,
    breathingTempo: 0.92,
  },
  /** Each voice is brought to this RMS level before the mix, so host and guest sit level. */
  speechRmsDbfs: -20,
  mix: {
    /** Where the voice starts: under the end of the intro sting. */
    speechStart: 3.2,
    introSeconds: 4.5,
    /** Silence after the last word before the outro sting starts. */
    tailSeconds: 1.2,
    outroSeconds: 5,
    /** The ambient bed under impulses, relative to the voice (dB). */
    bedLevelDb: -29,
    stingLevelDb: -2,
    /** The mix's sample peaks are limited to this far above the voice's RMS level. */
    peakAboveSpeechDb: 11,
  },
  loudness: { integrated: -16, truePeak: -3, range: 11 },
  audio: ['-c:a', 'libopus', '-b:a', '24k', '-vbr', 'constrained', '-application', 'audio', '-compression_level', '6', '-ar', '48000'],
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

/**
 * Catalogue guidance per category, in seconds of produced media (intro and outro included): the run
 * warns outside it. Podcasts run 10 to 25 minutes.
 */
export const DURATION_RANGES = {
  impulse: [120, 300],
  podcast: [600, 1500],
  other: [180, 420],
} as const;
