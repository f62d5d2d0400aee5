import type { ReactNode } from 'react';
import { Artwork } from '#client/components/artwork.tsx';
import { PathChips } from '#client/components/session/path-chips.tsx';
import { SessionBadges, SessionMeta } from '#client/components/session/session-meta.tsx';
import type { SessionDetail } from '#shared/schemas/catalog.ts';

/**
 * The session page's content: every card field, the whole description, the advisor and the paths.
 * `actions` is where the page puts play, favourite and rating (they belong to listening).
 */
export function SessionDetails({ session, actions }: { session: SessionDetail; actions: ReactNode }) {
  // The API names the advisor `coach`.
  const advisor = session.coach;

  return (
    <article aria-labelledby="session-title" className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <title>{`${session.title} · Founder Flow`}</title>
      <meta name="description" content={session.description.slice(0, 160)} />
      <Artwork
        artwork={session.artwork}
        size={160}
        eager
        className="mb-6 rounded-2xl shadow-lg shadow-indigo-950/10"
      />
      <SessionBadges session={session} />
      <h1 id="session-title" className="mt-3 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
        {session.title}
      </h1>
      <SessionMeta session={session} rating size="md" className="mt-4" />

      <div className="mt-6">{actions}</div>

      <p className="mt-8 whitespace-pre-line text-lg leading-relaxed text-stone-800">{session.description}</p>

      {advisor && (
        <section
          aria-labelledby="session-advisor"
          className="mt-10 flex items-center gap-4 rounded-3xl bg-indigo-50/70 p-5"
        >
          {advisor.avatarUrl && (
            <img
              src={advisor.avatarUrl}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-2xl bg-white"
            />
          )}
          <div className="min-w-0">
            <h2 id="session-advisor" className="text-xs font-semibold uppercase tracking-wider text-teal-800">
              Your advisor
            </h2>
            <p className="mt-0.5 text-lg font-semibold text-indigo-950">{advisor.name}</p>
            <p className="text-sm text-stone-600">{advisor.title}</p>
          </div>
        </section>
      )}

      {session.paths.length > 0 && (
        <section aria-labelledby="session-paths" className="mt-8">
          <h2 id="session-paths" className="text-lg font-semibold text-indigo-950">
            Part of these coaching paths
          </h2>
          <PathChips paths={session.paths} size="md" label="" className="mt-3" />
        </section>
      )}
    </article>
  );
}
