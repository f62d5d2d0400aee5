import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { notify } from '#client/lib/notify.ts';
import { editorAdvisorsQuery, useCreateAdvisor } from '#client/features/admin/api/editors-api.ts';
import { card, errorText, PageTitle, QueryState } from '#client/features/admin/components/ui.tsx';

/** /admin/advisors: every advisor with their portrait, and a new one by name. */
export function AdvisorsPage() {
  const advisors = useQuery(editorAdvisorsQuery());
  return (
    <section>
      <PageTitle title="Advisors" />
      <NewAdvisor />
      <QueryState query={advisors} isEmpty={advisors.data?.items.length === 0} empty="No advisors yet.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {advisors.data?.items.map((a) => (
            <li key={a.id} className={`${card} flex items-center gap-4`}>
              {a.avatarUrl ? (
                <img src={a.avatarUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-lg font-bold text-indigo-950"
                >
                  {a.name.slice(0, 1)}
                </span>
              )}
              <div className="min-w-0">
                <Link to={`/admin/advisors/${a.id}`} className="font-semibold text-teal-800 underline">
                  {a.name}
                </Link>
                <p className="truncate text-sm text-stone-600">{a.title || 'No title yet'}</p>
                <p className="text-xs text-stone-600">
                  {a.sessionCount} {a.sessionCount === 1 ? 'session' : 'sessions'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function NewAdvisor() {
  const create = useCreateAdvisor();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name },
      {
        onSuccess: (advisor) => {
          void notify('success', 'Advisor added. Now write their bio and upload a portrait.');
          void navigate(`/admin/advisors/${advisor.id}`);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className={`${card} mb-6 flex flex-wrap items-end gap-3`}>
      <Field
        label="New advisor’s name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        className="min-w-0 flex-1"
        maxLength={120}
        required
      />
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending ? 'Adding…' : 'Add advisor'}
      </Button>
      {create.error ? <ErrorNotice size="inline" className="w-full" {...errorText(create.error)} /> : null}
    </form>
  );
}
