import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { COMPLETION_THRESHOLD, PLAYBACK_SPEEDS } from '#shared/constants.ts';
import { LISTENED_SLACK_SECONDS } from '#server/modules/listening/index.ts';

/**
 * The progress save of the ceiling, doing what the app does for `PUT /api/sessions/:id/progress`
 * from a signed-in browser: refuse a foreign Origin, read the session cookie and check its
 * HMAC-SHA256 signature, read the caller by token (session unexpired, joined to user and profile),
 * check the body, then run the app's save statement (a caller with no history row for the session,
 * that is who never played it, is refused). The SQL is the app's (auth/session-lookup.ts,
 * listening/progress.service.ts, listening/play.service.ts), each as a named statement.
 */
const CURRENT_USER_SQL =
  'select "users"."id", "users"."email", "users"."name", "profiles"."role", "auth_sessions"."id", "auth_sessions"."created_at" from "auth_sessions" inner join "users" on "users"."id" = "auth_sessions"."user_id" left join "profiles" on "profiles"."id" = "users"."id" where ("auth_sessions"."token" = $1 and "auth_sessions"."expires_at" > now()) limit $2';

const APPLY_REPORT_SQL = `
    with target as materialized (
      select id, duration, is_premium, journal_prompt from sessions
      where id = $1 and is_active
    ),
    prior as materialized (
      select h.id, h.completed, h.duration_listened, h.listened_checked_at,
        greatest(h.duration_listened, least(
          $4,
          t.duration,
          h.duration_listened + $8::int + floor(extract(epoch from now() - h.listened_checked_at) * $9::numeric)
        )) as credited
      from user_session_history h join target t on h.session_id = t.id
      where h.user_id = $2 and (not t.is_premium or $3)
      for update of h
    ),
    saved as (
      update user_session_history h set
        duration_listened = prior.credited,
        position = least($5, t.duration),
        completed = h.completed or (t.duration > 0 and prior.credited >= t.duration * $6::numeric),
        listened_checked_at = prior.listened_checked_at
          + make_interval(secs => (prior.credited - prior.duration_listened) / $9::numeric),
        updated_at = now()
      from prior, target t
      where h.id = prior.id
      returning h.duration_listened, h.completed, prior.completed as was_completed
    ),
    stats as (
      update profiles set
        total_sessions_completed = total_sessions_completed + 1,
        total_minutes = total_minutes + (select round(duration / 60.0)::int from target)
      where id = $7 and exists (select 1 from saved where completed and not was_completed)
    )
    select
      t.id as "sessionId",
      t.is_premium as "isPremium",
      t.journal_prompt as "journalPrompt",
      s.duration_listened is not null as saved,
      coalesce(s.duration_listened, 0) as "durationListened",
      coalesce(s.completed, false) as completed,
      coalesce(s.completed and not s.was_completed, false) as "justCompleted"
    from target t left join saved s on true
  `;

const COOKIE = 'better-auth.session_token';
const SIGNATURE_LENGTH = 44;

/** An answer with its status; `null` from the handlers below means "not a progress request". */
export type RawAnswer = { status: number; body: string };
const error = (status: number, code: string, message: string): RawAnswer => ({
  status,
  body: JSON.stringify({ error: { code, message } }),
});

function cookieValue(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== COOKIE) continue;
    return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1 || signed.length - dot - 1 !== SIGNATURE_LENGTH) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  if (signature.length !== 32) return null;
  return timingSafeEqual(signature, createHmac('sha256', secret).update(value).digest()) ? value : null;
}

type Outcome = {
  sessionId: string;
  isPremium: boolean;
  journalPrompt: string | null;
  saved: boolean;
  durationListened: number;
  completed: boolean;
  justCompleted: boolean;
};

export type ProgressRequest = {
  sessionId: string;
  origin: string | undefined;
  cookie: string | undefined;
  body: string;
};

export function progressSaver(pool: pg.Pool, secret: string, trustedOrigin: string) {
  const apply = async (
    userId: string,
    sessionId: string,
    listened: number,
    position: number,
    admin: boolean,
  ) =>
    (
      await pool.query<Outcome>({
        name: 'apply_progress_report',
        text: APPLY_REPORT_SQL,
        values: [
          sessionId,
          userId,
          admin,
          listened,
          position,
          COMPLETION_THRESHOLD,
          userId,
          LISTENED_SLACK_SECONDS,
          Math.max(...PLAYBACK_SPEEDS),
        ],
      })
    ).rows[0];

  return async function saveProgress({
    sessionId,
    origin,
    cookie,
    body,
  }: ProgressRequest): Promise<RawAnswer> {
    if (origin !== undefined && origin !== trustedOrigin)
      return error(403, 'forbidden_origin', 'Cross-origin request refused');
    const signed = cookieValue(cookie);
    const token = signed === undefined ? null : verifiedToken(signed, secret);
    if (!token) return error(401, 'unauthorized', 'Sign in first');
    const { rows } = await pool.query<[string, string, string, string | null]>({
      name: 'current_user_by_session_token',
      text: CURRENT_USER_SQL,
      values: [token, 1],
      rowMode: 'array',
    });
    const user = rows[0];
    if (!user) return error(401, 'unauthorized', 'Sign in first');
    let report: { position?: unknown; listened?: unknown };
    try {
      report = JSON.parse(body) as typeof report;
    } catch {
      return error(400, 'bad_request', 'The body is not JSON');
    }
    const { position, listened } = report;
    if (typeof position !== 'number' || typeof listened !== 'number' || position < 0 || listened < 0)
      return error(422, 'validation_failed', 'position and listened must be numbers ≥ 0');
    const admin = user[3] === 'admin';
    const outcome = await apply(user[0], sessionId, Math.floor(listened), Math.floor(position), admin);
    if (!outcome) return error(404, 'session_not_found', 'The requested session could not be found.');
    // Free sessions only: the bench's listeners never save to a premium one.
    if (!outcome.saved && outcome.isPremium && !admin)
      return error(403, 'premium_required', 'Premium is needed for this session');
    if (!outcome.saved)
      return error(409, 'play_not_started', 'Start playing this session before saving progress.');
    const { durationListened, completed, justCompleted, journalPrompt } = outcome;
    const answer =
      justCompleted && journalPrompt
        ? { durationListened, completed, justCompleted, journalPrompt }
        : { durationListened, completed, justCompleted };
    return { status: 200, body: JSON.stringify(answer) };
  };
}
