import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '#client/lib/notify.ts';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';
import { adminSessionCreateSchema, type AdminSession } from '#shared/schemas/admin.ts';
import {
  advisorsQuery,
  pathsQuery,
  sessionQuery,
  useCreateSession,
  useRemoveSession,
  useUpdateSession,
} from '#client/features/admin/api/admin-api.ts';
import { MediaCard } from './media-card.tsx';
import { PageTitle } from './ui.tsx';

type FormInput = z.input<typeof adminSessionCreateSchema>;
type FormOutput = z.output<typeof adminSessionCreateSchema>;

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

const orNull = (value: unknown) => (value === '' ? null : value);

function SessionForm({ session }: { session?: AdminSession }) {
  const navigate = useNavigate();
  const advisors = useQuery(advisorsQuery());
  const paths = useQuery(pathsQuery());
  const create = useCreateSession();
  const update = useUpdateSession(session?.id ?? '');
  const remove = useRemoveSession();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const defaultValues: FormInput = session
    ? {
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
      }
    : EMPTY;
  const saving = session ? update : create;

  const onSubmit = (values: FormOutput) => {
    if (session) {
      update.mutate(values, { onSuccess: () => void notify('success', 'Session saved.') });
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          void notify('success', 'Session created. Now upload its media.');
          void navigate(`/admin/sessions/${created.id}`, { replace: true });
        },
      });
    }
  };

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
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          error={saving.error ? errorText(saving.error) : null}
          pending={saving.isPending}
          className={cardVariants({ className: 'space-y-4' })}
          actions={
            <SubmitButton pendingLabel="Saving…">{session ? 'Save changes' : 'Create session'}</SubmitButton>
          }
        >
          <TextField name="title" label="Title" />
          <TextField
            name="slug"
            label="Slug"
            hint="The session’s address; made from the title when left empty."
            registerOptions={{ setValueAs: (v: string) => (v === '' ? undefined : v) }}
          />
          <TextareaField name="description" label="Description" />
          <TextareaField
            name="journalPrompt"
            label="Journal prompt"
            hint="Offered after the session; leave empty for none."
            registerOptions={{ setValueAs: orNull }}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField name="category" label="Category" registerOptions={{ setValueAs: orNull }}>
              <option value="">None</option>
              {SESSION_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </SelectField>
            <SelectField name="type" label="Type">
              {SESSION_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </SelectField>
            <SelectField name="coachId" label="Advisor" registerOptions={{ setValueAs: orNull }}>
              <option value="">None</option>
              {advisors.data?.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-indigo-950">Paths</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {paths.data?.items.map((p) => (
                <CheckboxField key={p.id} name="pathIds" label={p.title} value={p.id} />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <CheckboxField name="isPremium" label="Premium" />
            <CheckboxField name="featured" label="Featured" />
            <CheckboxField
              name="isActive"
              label="Active"
              hint="Inactive sessions are hidden from listeners."
            />
          </div>
        </Form>
        {session ? (
          <div className="space-y-6">
            <MediaCard session={session} />
            <Card>
              <h3 className="text-lg font-semibold text-indigo-950">Remove</h3>
              <p className="mt-1 text-sm text-stone-600">
                A session someone has listened to is deactivated instead, so their history stays whole.
              </p>
              {remove.error ? (
                <ErrorNotice size="inline" className="mt-3" {...errorText(remove.error)} />
              ) : null}
              {confirmingRemove ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(session.id, {
                        onSuccess: (result) => {
                          void notify(
                            'success',
                            result.outcome === 'deleted' ? 'Session deleted.' : 'Session deactivated.',
                          );
                          if (result.outcome === 'deleted') void navigate('/admin/sessions');
                          setConfirmingRemove(false);
                        },
                      })
                    }
                  >
                    Yes, remove it
                  </Button>
                  <Button variant="outline" onClick={() => setConfirmingRemove(false)}>
                    Keep it
                  </Button>
                </div>
              ) : (
                <Button variant="outline" className="mt-3" onClick={() => setConfirmingRemove(true)}>
                  Remove session
                </Button>
              )}
            </Card>
          </div>
        ) : null}
      </div>
    </section>
  );
}
