import type { SessionCategory, SessionType } from '#shared/catalog.ts';

export type Voice = 'narrator' | 'host' | 'guest';

/**
 * One piece of a session's soundtrack, in order: spoken text, silence, or (podcasts only) the start of
 * a chapter, which is a marker for the listener and is never spoken.
 */
export type Segment =
  | { kind: 'speech'; voice: Voice; text: string }
  | { kind: 'pause'; seconds: number }
  | { kind: 'chapter'; title: string };

export type Coach = {
  slug: string;
  name: string;
  title: string;
  bio: string;
  expertise: string[];
};

export type CoachingPath = {
  slug: string;
  title: string;
  description: string;
  /** Session slugs, in listening order. */
  sessions: string[];
};

/** A session as written: front matter plus the parsed spoken body. */
export type SessionScript = {
  slug: string;
  title: string;
  coachSlug: string;
  category: SessionCategory;
  type: SessionType;
  isPremium: boolean;
  featured: boolean;
  /** Kept out of the catalogue: stored inactive, reachable only through the /secret room. */
  unlisted: boolean;
  publishedAt: Date;
  journalPrompt: string | null;
  description: string;
  segments: Segment[];
};

export type SessionMedia = {
  /** Relative to content/media, with forward slashes, e.g. `sessions/the-kind-no.weba`. */
  file: string;
  mimeType: 'audio/webm' | 'video/webm';
  /** Measured from the file itself. */
  durationSeconds: number;
};

export type ContentSession = SessionScript & { media: SessionMedia | null };

export type Content = {
  coaches: Coach[];
  paths: CoachingPath[];
  sessions: ContentSession[];
};
