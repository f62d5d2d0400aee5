import type { SessionCategory, SessionType } from '#shared/catalog.ts';

/** A path a session belongs to, as shown in a card's chips. */
export interface PathRef {
  id: string;
  title: string;
}

/** One session in a list (`GET /api/sessions`), as the API contract of DESIGN §5 defines it. */
export interface SessionCard {
  id: string;
  title: string;
  coachName: string | null;
  durationMinutes: number;
  type: SessionType;
  category: SessionCategory | null;
  /** Average of all ratings; the landing card keeps it hidden (spec §2). */
  rating: number;
  ratingCount: number;
  totalParticipants: number;
  description: string;
  isPremium: boolean;
  paths: PathRef[];
}

export interface SessionListResponse {
  items: SessionCard[];
  nextCursor?: string | null;
}

export interface CoachSummary {
  id: string;
  slug: string;
  name: string;
  title: string;
  avatarUrl: string | null;
  expertise: string[];
}

export interface CoachDetail extends CoachSummary {
  bio: string;
  sessions: SessionCard[];
}

/** `GET /api/sessions/:id`: the card plus what a session page needs. Never a raw media URL. */
export interface SessionDetail extends SessionCard {
  slug: string;
  durationSeconds: number;
  journalPrompt: string | null;
  hasMedia: boolean;
  createdAt: string;
  coach: CoachSummary | null;
}

export interface PathSummary {
  id: string;
  slug: string;
  title: string;
  description: string;
  sessionCount: number;
  totalMinutes: number;
}

export interface PathDetail extends PathSummary {
  sessions: SessionCard[];
}
