import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { notify } from '#client/lib/notify.ts';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
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
import { Select, TextArea } from './form-controls.tsx';
import { card, errorText, PageTitle, QueryState } from './ui.tsx';

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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminSessionCreateSchema),
    defaultValues: session
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
      : EMPTY,
  });
  const { errors } = form.formState;
  const saving = session ? update : create;

  const onSubmit = form.handleSubmit((values) => {
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
  });

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
        <form onSubmit={onSubmit} noValidate className={`${card} space-y-4`}>
          <Field label="Title" {...form.register('title')} error={errors.title?.message} />
          <Field
            label="Slug"
            hint="The session’s address; made from the title when left empty."
            {...form.register('slug', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
            error={errors.slug?.message}
          />
          <TextArea
            label="Description"
            {...form.register('description')}
            error={errors.description?.message}
          />
          <TextArea
            label="Journal prompt"
            hint="Offered after the session; leave empty for none."
            {...form.register('journalPrompt', { setValueAs: orNull })}
            error={errors.journalPrompt?.message}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Select label="Category" {...form.register('category', { setValueAs: orNull })}>
              <option value="">None</option>
              {SESSION_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
            <Select label="Type" {...form.register('type')}>
              {SESSION_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
            <Select label="Advisor" {...form.register('coachId', { setValueAs: orNull })}>
              <option value="">None</option>
              {advisors.data?.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-indigo-950">Paths</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {paths.data?.items.map((p) => (
                <CheckboxField key={p.id} label={p.title} value={p.id} {...form.register('pathIds')} />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <CheckboxField label="Premium" {...form.register('isPremium')} />
            <CheckboxField label="Featured" {...form.register('featured')} />
            <CheckboxField
              label="Active"
              hint="Inactive sessions are hidden from listeners."
              {...form.register('isActive')}
            />
          </div>
          {saving.error ? <ErrorNotice size="inline" {...errorText(saving.error)} /> : null}
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? 'Saving…' : session ? 'Save changes' : 'Create session'}
          </Button>
        </form>
        {session ? (
          <div className="space-y-6">
            <MediaCard session={session} />
            <div className={card}>
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
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
