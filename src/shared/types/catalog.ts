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
  /** For signed-in callers; `null` for visitors. */
  progress: PathProgress | null;
  favorite: boolean;
}

export interface PathDetail extends PathSummary {
  sessions: SessionCard[];
}

/** The caller's progress through a path; `null` in answers to visitors. */
export interface PathProgress {
  completedCount: number;
  completedSessionIds: string[];
  /** Some session of the path heard or completed: the page offers 'Continue path'. */
  started: boolean;
  /** The first session in path order not completed yet; `null` once all are. */
  nextSessionId: string | null;
}

/** `GET /api/daily-pick`: 'Today's impulse'. */
export interface DailyPick {
  date: string;
  session: SessionCard | null;
}

export type RecommendationKind = 'for_you' | 'because_you_listened' | 'popular';

export interface RecommendationSection {
  kind: RecommendationKind;
  title: string;
  /** The session a 'Because you listened to …' row is based on. */
  basedOn: PathRef | null;
  items: SessionCard[];
}

export interface Recommendations {
  sections: RecommendationSection[];
}
