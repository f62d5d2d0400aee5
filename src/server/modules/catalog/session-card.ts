import { sql, type SQL } from 'drizzle-orm';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import type { AdvisorSummary, PathRef, SessionCard } from '#shared/schemas/catalog.ts';
import { toArtwork } from '#server/modules/media/index.ts';

/** The paths a session belongs to, aggregated in the same query as the card. */
const sessionPaths = sql<PathRef[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title)
  from ${pathSessions} ps join ${coachingPaths} p on p.id = ps.path_id
  where ps.session_id = ${sessions.id}
), '[]'::json)`;

export { cardsVersion } from '#server/db/catalog-versions.ts';

/** Columns for a SessionCard; select them `from(sessions).leftJoin(coaches, ...)`. */
export const cardColumns = {
  id: sessions.id,
  title: sessions.title,
  coachName: coaches.name,
  duration: sessions.duration,
  type: sessions.type,
  category: sessions.category,
  rating: sessions.rating,
  ratingCount: sessions.ratingCount,
  totalParticipants: sessions.totalParticipants,
  description: sessions.description,
  isPremium: sessions.isPremium,
  paths: sessionPaths,
  artworkKey: sessions.artworkKey,
};

/**
 * A card's columns as one JSON object keyed like `CardRow`, for statements that aggregate cards into
 * one answer (the progress snapshot); select it `from sessions left join coaches ...` like the columns.
 */
const jsonOf = (columns: [string, unknown][]) =>
  sql`json_build_object(${sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
export const cardJson = jsonOf(Object.entries(cardColumns)) as SQL<CardRow>;

/**
 * A card without its `paths`, for a statement whose process adds them from its cache of the paths
 * (the progress snapshot, catalog/path-catalogue.ts): the per-card lookup was a sixth of its time.
 */
export const cardJsonWithoutPaths = jsonOf(
  Object.entries(cardColumns).filter(([key]) => key !== 'paths'),
) as SQL<Omit<CardRow, 'paths'>>;

export type CardRow = {
  id: string;
  title: string;
  coachName: string | null;
  duration: number;
  type: SessionCard['type'];
  category: SessionCard['category'];
  rating: number;
  ratingCount: number;
  totalParticipants: number;
  description: string;
  isPremium: boolean;
  paths: PathRef[];
  artworkKey: string | null;
};

/**
 * A card from its row, field by field: rows of the featured list come straight from the driver, and
 * naming each field is cheaper than rest and spread on the hottest call (npm run bench), and keeps
 * any extra column of a row (a sort value) out of the answer.
 */
export function toCard(row: CardRow): SessionCard {
  return {
    id: row.id,
    title: row.title,
    coachName: row.coachName,
    type: row.type,
    category: row.category,
    ratingCount: row.ratingCount,
    totalParticipants: row.totalParticipants,
    description: row.description,
    isPremium: row.isPremium,
    paths: row.paths,
    durationMinutes: Math.max(1, Math.round(row.duration / 60)),
    rating: Number(row.rating),
    artwork: toArtwork(row.artworkKey),
  };
}

export const activeSession: SQL = sql`${sessions.isActive}`;

export function avatarUrl(avatarKey: string | null): string | null {
  return avatarKey ? `/media/${avatarKey}` : null;
}

export const advisorSummaryColumns = {
  id: coaches.id,
  slug: coaches.slug,
  name: coaches.name,
  title: coaches.title,
  avatarKey: coaches.avatarKey,
  expertise: coaches.expertise,
};

export function toAdvisorSummary({
  avatarKey,
  ...row
}: { avatarKey: string | null } & Omit<AdvisorSummary, 'avatarUrl'>): AdvisorSummary {
  return { ...row, avatarUrl: avatarUrl(avatarKey) };
}
