/**
 * The cast: which synthetic voice reads what. Every voice here installs offline from Debian
 * (festival + festvox-us-slt-hts, flite). There are only a few recorded speakers behind them (slt,
 * rms, awb), so some voices are the same speaker moved in pitch and pace; the advisors who share a
 * voice are spread so that neighbours in a path rarely do.
 */
import { createHash } from 'node:crypto';

export type VoiceProfile = {
  /** Stable name, written into the manifest: renaming one regenerates the sessions it reads. */
  name: string;
  engine: 'festival-hts' | 'flite';
  /** Festival voice function or flite voice name. */
  voice: string;
  /** Pitch shift in cents (sox `pitch`), 0 for the speaker as recorded. */
  pitchCents: number;
  /** Speaking pace; below 1 is slower (sox `tempo`, pitch kept). */
  tempo: number;
};

const hts = (name: string, pitchCents: number, tempo: number): VoiceProfile => ({
  name,
  engine: 'festival-hts',
  voice: 'voice_cmu_us_slt_arctic_hts',
  pitchCents,
  tempo,
});
const flite = (name: string, voice: string, pitchCents: number, tempo: number): VoiceProfile => ({
  name,
  engine: 'flite',
  voice,
  pitchCents,
  tempo,
});

export const VOICES = {
  /** The podcast host: always this voice, the clearest one here (HTS, as recorded). */
  host: hts('host-slt-hts', 0, 0.97),
  warmLow: hts('slt-hts-warm', -220, 0.94),
  deepCalm: hts('slt-hts-deep', -380, 0.92),
  clearBright: flite('slt-flite', 'slt', 0, 0.93),
  softLow: flite('slt-flite-low', 'slt', -200, 0.92),
  steady: flite('rms-flite', 'rms', 0, 0.96),
  baritone: flite('rms-flite-deep', 'rms', -180, 0.93),
  scottish: flite('awb-flite', 'awb', 0, 0.95),
  gravel: flite('awb-flite-low', 'awb', -150, 0.93),
} as const satisfies Record<string, VoiceProfile>;

type VoiceKey = keyof typeof VOICES;

/** Advisors by slug; the same advisor always speaks with the same voice, in every session. */
const CAST: Record<string, VoiceKey> = {
  'maya-okafor': 'warmLow',
  'tomas-reyes-lindqvist': 'baritone',
  'priya-raghunathan': 'clearBright',
  'daniel-achterberg': 'steady',
  'amara-nwosu': 'deepCalm',
  'kenji-watanabe-hale': 'scottish',
  'sofia-marchetti': 'softLow',
  'elijah-brandt': 'gravel',
  'hana-kowalczyk': 'warmLow',
  'marcus-oyelaran': 'steady',
  'ines-cardoso': 'clearBright',
  'rafael-dominguez': 'baritone',
  'leila-haddad': 'deepCalm',
  'oskar-fredriksen': 'scottish',
  'grace-mbeki': 'softLow',
  'noah-feldman-ito': 'gravel',
  'aaliyah-brooks': 'warmLow',
  'ravi-menon': 'baritone',
  'clara-vogel': 'clearBright',
  'jamal-whitfield': 'steady',
  'yuki-tanabe': 'softLow',
  'benedikt-osei': 'scottish',
  'lucia-ferraro': 'deepCalm',
  'samuel-adeyemi': 'gravel',
  'freya-lindholm': 'clearBright',
};

const ADVISOR_VOICES = (Object.keys(VOICES) as VoiceKey[]).filter((key) => key !== 'host');

/** The advisor's voice; one not yet cast gets a stable voice picked from the slug (never the host's). */
export function advisorVoice(coachSlug: string): VoiceProfile {
  const cast = CAST[coachSlug];
  if (cast) return VOICES[cast];
  const pick = createHash('sha256').update(coachSlug).digest().readUInt32BE(0) % ADVISOR_VOICES.length;
  return VOICES[ADVISOR_VOICES[pick]!];
}

export function isCast(coachSlug: string): boolean {
  return coachSlug in CAST;
}
