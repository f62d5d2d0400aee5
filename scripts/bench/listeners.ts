import pg from 'pg';

/**
 * Signed-in listeners for the write scenarios: real accounts made through the app's own
 * sign-up and sign-in, each with a history row on a free session, as after pressing Listen.
 */
export type Listener = { email: string; cookie: string };
export type FreeSession = { id: string; durationSeconds: number };

const PASSWORD = 'bench-listener-2026';

async function post(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/**
 * Free audio sessions of the seed with their media, the ones every listener may play (a session whose
 * media is not generated yet has no length and answers Listen with 409 no_audio).
 */
export async function freeSessions(baseUrl: string): Promise<FreeSession[]> {
  const list = (await (await fetch(`${baseUrl}/api/sessions?premium=false&type=audio&limit=50`)).json()) as {
    items: { id: string }[];
  };
  const sessions = await Promise.all(
    list.items.map(async ({ id }) => {
      const detail = (await (await fetch(`${baseUrl}/api/sessions/${id}`)).json()) as {
        durationSeconds: number;
      };
      return { id, durationSeconds: detail.durationSeconds };
    }),
  );
  const playable = sessions.filter((s) => s.durationSeconds > 0);
  if (!playable.length) throw new Error('no free audio session with media in the catalogue');
  return playable;
}

/**
 * `count` accounts on the server at `baseUrl`, confirmed directly in its database (the bench reads no
 * mail), signed in, each holding the play grant of one free session. The app must run with a sign-in
 * limit that allows this many sign-ups from one address (servers.ts sets it).
 *
 * The load sends a listener's reports far faster than anyone hears audio, which the server's
 * plausibility bound would rightly cut short. So each listener is made to have started every free
 * session a month ago (the history row a play grant makes, its credit clock set back), and every
 * report is credited in full, as a real listener's are: the saves do the same work as in use.
 */
export async function signInListeners(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  sessions: FreeSession[],
): Promise<Listener[]> {
  const run = `${process.pid}-${Date.now()}`;
  const emails = Array.from({ length: count }, (_, i) => `listener-${run}-${i}@bench.test`);
  for (const [i, email] of emails.entries())
    await post(baseUrl, '/api/auth/sign-up/email', { name: `Listener ${i}`, email, password: PASSWORD });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_verified = true where email = any($1)', [emails]);
  } finally {
    await client.end();
  }

  const listeners: Listener[] = [];
  for (const [i, email] of emails.entries()) {
    const cookie = sessionCookie(
      await post(baseUrl, '/api/auth/sign-in/email', { email, password: PASSWORD }),
    );
    await post(baseUrl, `/api/sessions/${sessions[i % sessions.length]!.id}/play`, {}, cookie);
    listeners.push({ email, cookie });
  }
  await startedAMonthAgo(databaseUrl, emails, sessions);
  return listeners;
}

async function startedAMonthAgo(databaseUrl: string, emails: string[], sessions: FreeSession[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into user_session_history (user_id, session_id, listened_checked_at)
       select u.id, s.id, now() - interval '30 days'
       from users u cross join unnest($2::uuid[]) as s(id)
       where u.email = any($1)
       on conflict (user_id, session_id) do update set listened_checked_at = excluded.listened_checked_at`,
      [emails, sessions.map((session) => session.id)],
    );
  } finally {
    await client.end();
  }
}
