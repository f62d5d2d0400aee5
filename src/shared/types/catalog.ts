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
