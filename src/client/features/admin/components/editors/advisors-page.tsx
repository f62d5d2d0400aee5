import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { notify } from '#client/lib/notify.ts';
import { editorAdvisorsQuery, useCreateAdvisor } from '#client/features/admin/api/editors-api.ts';
import { adminAdvisorCreateSchema } from '#shared/schemas/admin-editors.ts';
import { PageTitle } from '#client/features/admin/components/ui.tsx';

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
            <Card as="li" key={a.id} className="flex items-center gap-4">
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
            </Card>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

const newAdvisorSchema = adminAdvisorCreateSchema.pick({ name: true });

function NewAdvisor() {
  const create = useCreateAdvisor();
  const navigate = useNavigate();
  return (
    <Form
      schema={newAdvisorSchema}
      defaultValues={{ name: '' }}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (advisor) => {
            void notify('success', 'Advisor added. Now write their bio and upload a portrait.');
            void navigate(`/admin/advisors/${advisor.id}`);
          },
        })
      }
      error={create.error ? errorText(create.error) : null}
      pending={create.isPending}
      className={cardVariants({ className: 'mb-6 flex flex-wrap items-end gap-3' })}
      actions={<AddAdvisorButton />}
    >
      <TextField name="name" label="New advisor’s name" className="min-w-0 flex-1" maxLength={120} required />
    </Form>
  );
}

/** Offered once a name is typed. */
function AddAdvisorButton() {
  const name = useWatch({ name: 'name' }) as unknown;
  return (
    <SubmitButton pendingLabel="Adding…" disabled={typeof name !== 'string' || name.trim() === ''}>
      Add advisor
    </SubmitButton>
  );
}
