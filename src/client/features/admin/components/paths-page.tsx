import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '#client/lib/notify.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
import type { AdminPath } from '#shared/schemas/admin.ts';
import {
  pathsQuery,
  sessionsQuery,
  useCreatePath,
  useUpdatePath,
} from '#client/features/admin/api/admin-api.ts';
import { AddItem, OrderList, type OrderItem } from './order-list.tsx';
import { card, errorText, PageTitle, QueryState } from './ui.tsx';

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

function NewPath() {
  const create = useCreatePath();
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title },
      {
        onSuccess: () => {
          void notify('success', 'Path created.');
          setTitle('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className={`${card} mb-6 flex flex-wrap items-end gap-3`}>
      <Field
        label="New path title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        className="flex-1"
      />
      <Button type="submit" disabled={create.isPending || title.trim() === ''}>
        Create path
      </Button>
      {create.error ? <ErrorNotice size="inline" {...errorText(create.error)} /> : null}
    </form>
  );
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
    <div className={card} aria-label={path.title} role="group">
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
    </div>
  );
}
