import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { adminSessionCreateSchema, type AdminSession } from '#shared/schemas/admin.ts';
import { sessionQuery } from '#client/features/admin/api/admin-api.ts';
import { useSaveSession } from '#client/features/admin/hooks/use-save-session.ts';
import { MediaCard } from './media-card.tsx';
import { RemoveSessionCard } from './remove-session-card.tsx';
import { SessionFields } from './session-fields.tsx';
import { PageTitle } from './ui.tsx';

type FormInput = z.input<typeof adminSessionCreateSchema>;

const EMPTY: FormInput = {
  title: '',
  description: '',
  journalPrompt: null,
  category: 'impulse',
  type: 'audio',
  coachId: null,
  pathIds: [],
  isPremium: false,
  featured: false,
  isActive: true,
};

/** The editor's values for a stored session. */
const formValues = (session: AdminSession): FormInput => ({
  title: session.title,
  slug: session.slug,
  description: session.description,
  journalPrompt: session.journalPrompt,
  category: session.category,
  type: session.type,
  coachId: session.coachId,
  pathIds: session.pathIds,
  isPremium: session.isPremium,
  featured: session.featured,
  isActive: session.isActive,
});

/** /admin/sessions/new and /admin/sessions/:id: every field of a session, its media, and removal. */
export function SessionEditPage({ id }: { id?: string }) {
  const session = useQuery({ ...sessionQuery(id ?? ''), enabled: Boolean(id) });
  if (!id) return <SessionForm />;
  return (
    <QueryState query={session}>
      {session.data ? <SessionForm key={session.data.id} session={session.data} /> : null}
    </QueryState>
  );
}

function SessionForm({ session }: { session?: AdminSession }) {
  const saving = useSaveSession(session);
  return (
    <section>
      <Link
        to="/admin/sessions"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All sessions
      </Link>
      <PageTitle title={session ? `Edit “${session.title}”` : 'New session'} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Form
          schema={adminSessionCreateSchema}
          defaultValues={session ? formValues(session) : EMPTY}
          onSubmit={saving.save}
          error={saving.error ? errorText(saving.error) : null}
          pending={saving.isPending}
          className={cardVariants({ className: 'space-y-4' })}
          actions={
            <SubmitButton pendingLabel="Saving…">{session ? 'Save changes' : 'Create session'}</SubmitButton>
          }
        >
          <SessionFields />
        </Form>
        {session ? (
          <div className="space-y-6">
            <MediaCard session={session} />
            <RemoveSessionCard session={session} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
