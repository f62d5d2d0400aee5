import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { notify } from '#client/lib/notify.ts';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { adminPathCreateSchema, type AdminPath } from '#shared/schemas/admin.ts';
import {
  pathsQuery,
  sessionsQuery,
  useCreatePath,
  useUpdatePath,
} from '#client/features/admin/api/admin-api.ts';
import type { OrderItem } from './order-list.tsx';
import { OrderListField, orderItemsSchema } from './order-list-field.tsx';
import { PageTitle } from './ui.tsx';

/** Coaching paths: create one, rename it, add and remove sessions, and put them in order. */
export function PathsPage() {
  const paths = useQuery(pathsQuery());
  const sessions = useQuery(sessionsQuery({ sort: 'newest', limit: 100 }));
  // The newest hundred sessions, alphabetically, to add from.
  const options = (sessions.data?.items ?? [])
    .map((s) => ({ id: s.id, title: s.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section>
      <PageTitle title="Paths" />
      <NewPath />
      <QueryState query={paths} isEmpty={paths.data?.items.length === 0} empty="No paths yet.">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {paths.data?.items.map((path) => (
            <PathEditor key={path.id} path={path} options={options} />
          ))}
        </div>
      </QueryState>
    </section>
  );
}

const newPathSchema = adminPathCreateSchema.pick({ title: true });

function NewPath() {
  const create = useCreatePath();
  return (
    <Form
      schema={newPathSchema}
      defaultValues={{ title: '' }}
      onSubmit={(values, form) =>
        create.mutate(values, {
          onSuccess: () => {
            void notify('success', 'Path created.');
            form.reset();
          },
        })
      }
      error={create.error ? errorText(create.error) : null}
      pending={create.isPending}
      className={cardVariants({ className: 'mb-6 flex flex-wrap items-end gap-3' })}
      actions={<SubmitWithTitle>Create path</SubmitWithTitle>}
    >
      <TextField name="title" label="New path title" className="flex-1" />
    </Form>
  );
}

/** Offered once a title is typed. */
function SubmitWithTitle({ children, pendingLabel }: { children: ReactNode; pendingLabel?: string }) {
  const title = useWatch({ name: 'title' }) as unknown;
  return (
    <SubmitButton pendingLabel={pendingLabel} disabled={typeof title !== 'string' || title.trim() === ''}>
      {children}
    </SubmitButton>
  );
}

const pathEditorSchema = adminPathCreateSchema
  .pick({ title: true, description: true })
  .extend({ items: orderItemsSchema });

/** One path: its title, description and sessions in order, saved together. */
function PathEditor({ path, options }: { path: AdminPath; options: OrderItem[] }) {
  const update = useUpdatePath();
  return (
    <Form
      schema={pathEditorSchema}
      defaultValues={{
        title: path.title,
        description: path.description,
        items: path.sessions.map((s) => ({
          id: s.id,
          title: s.title,
          note: s.isActive ? undefined : 'Inactive',
        })),
      }}
      onSubmit={({ title, description, items }) =>
        update.mutate(
          { id: path.id, title, description, sessionIds: items.map((i) => i.id) },
          { onSuccess: () => void notify('success', `“${title}” saved.`) },
        )
      }
      error={update.error ? errorText(update.error) : null}
      pending={update.isPending}
      aria-label={path.title}
      role="group"
      className={cardVariants({ className: 'space-y-4' })}
      actions={<SubmitWithTitle pendingLabel="Saving…">Save path</SubmitWithTitle>}
    >
      <div>
        <TextField name="title" label="Title" />
        <TextField name="description" label="Description" className="mt-3" />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-indigo-950">Sessions in order</h3>
        <OrderListField
          name="items"
          label={`Sessions of ${path.title}`}
          addLabel="Add a session"
          options={options}
        />
      </div>
    </Form>
  );
}
