import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { notify } from '#client/lib/notify.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
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
import { AddItem, OrderList, type OrderItem } from './order-list.tsx';
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
      actions={<CreatePathButton />}
    >
      <TextField name="title" label="New path title" className="flex-1" />
    </Form>
  );
}

/** Offered once a title is typed. */
function CreatePathButton() {
  const title = useWatch({ name: 'title' }) as unknown;
  return <SubmitButton disabled={typeof title !== 'string' || title.trim() === ''}>Create path</SubmitButton>;
}

function PathEditor({ path, options }: { path: AdminPath; options: OrderItem[] }) {
  const update = useUpdatePath();
  const [title, setTitle] = useState(path.title);
  const [description, setDescription] = useState(path.description);
  const [items, setItems] = useState<OrderItem[]>(
    path.sessions.map((s) => ({ id: s.id, title: s.title, note: s.isActive ? undefined : 'Inactive' })),
  );
  const inPath = new Set(items.map((i) => i.id));
  return (
    <Card aria-label={path.title} role="group">
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <Field
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        className="mt-3"
      />
      <h3 className="mb-2 mt-4 text-sm font-medium text-indigo-950">Sessions in order</h3>
      <OrderList label={`Sessions of ${path.title}`} items={items} onChange={setItems} />
      <AddItem
        label="Add a session"
        options={options.filter((o) => !inPath.has(o.id))}
        onAdd={(i) => setItems([...items, i])}
      />
      {update.error ? <ErrorNotice size="inline" className="mt-4" {...errorText(update.error)} /> : null}
      <Button
        className="mt-4"
        disabled={update.isPending || title.trim() === ''}
        onClick={() =>
          update.mutate(
            { id: path.id, title, description, sessionIds: items.map((i) => i.id) },
            { onSuccess: () => void notify('success', `“${title}” saved.`) },
          )
        }
      >
        {update.isPending ? 'Saving…' : 'Save path'}
      </Button>
    </Card>
  );
}
