import { useQuery } from '@tanstack/react-query';
import { Brain, PencilLine, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { OWL_MEMORY_TEXT_MAX } from '#shared/journal.ts';
import { memoryPutSchema, type MemoryItem } from '#shared/schemas/journal.ts';
import { memoryQuery, useMemoryActions } from '#client/features/journal/api/journal-queries.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';

/** What the Owl remembers about the user: read, edit, delete one or all, add. */
export function MemoryList({ userId }: { userId: string }) {
  const memory = useQuery(memoryQuery(userId));
  const { put, remove, removeAll } = useMemoryActions(userId);
  const [editing, setEditing] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const failure = put.error ?? remove.error ?? removeAll.error;

  return (
    <section aria-labelledby="memory-heading" className={cardVariants()}>
      <h2 id="memory-heading" className="flex items-center gap-2 text-lg font-bold text-indigo-950">
        <Brain aria-hidden="true" className="size-5 text-teal-700" />
        Owl memory
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Short notes the Owl keeps in mind when it answers. Change or delete any of them.
      </p>
      {memory.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading the Owl’s memory…
        </p>
      ) : memory.error ? (
        <ErrorNotice
          className="mt-3"
          message={`Error loading the Owl’s memory: ${memory.error.message}`}
          onRetry={() => void memory.refetch()}
        />
      ) : memory.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">The Owl remembers nothing about you yet.</p>
      ) : (
        <ul aria-label="Owl memory" className="mt-3 space-y-2">
          {memory.data.map((item: MemoryItem) => (
            <li key={item.id} className="rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
              {editing === item.id ? (
                <Form
                  schema={memoryPutSchema}
                  defaultValues={{ text: item.text }}
                  pending={put.isPending}
                  onSubmit={({ text }) =>
                    put.mutate({ id: item.id, text }, { onSuccess: () => setEditing(null) })
                  }
                  className="flex flex-col gap-2 sm:flex-row"
                >
                  <TextField
                    name="text"
                    label={<span className="sr-only">Memory</span>}
                    maxLength={OWL_MEMORY_TEXT_MAX}
                  />
                  <div className="flex gap-2">
                    <FilledSubmit size="sm">Save</FilledSubmit>
                    <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </div>
                </Form>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-indigo-950">
                    {item.text}
                    <span className="ml-2 text-xs text-stone-600">
                      {item.source === 'owl' ? '(noted by the Owl)' : '(added by you)'}
                    </span>
                  </p>
                  <div className="flex gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit: ${item.text}`}
                      onClick={() => setEditing(item.id)}
                    >
                      <PencilLine aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete: ${item.text}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(item.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <ErrorNotice size="inline" className="mt-3" title="Memory not changed" message={failure.message} />
      ) : null}
      <Form
        schema={memoryPutSchema}
        defaultValues={{ text: '' }}
        pending={put.isPending}
        onSubmit={({ text }, form) =>
          put.mutate({ id: crypto.randomUUID(), text }, { onSuccess: () => form.reset() })
        }
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <TextField
          name="text"
          label="Something the Owl should remember"
          className="flex-1"
          maxLength={OWL_MEMORY_TEXT_MAX}
          placeholder="I am raising a seed round this spring"
        />
        <FilledSubmit>
          <Plus aria-hidden="true" />
          Add
        </FilledSubmit>
      </Form>
      {memory.data && memory.data.length > 0 ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setClearing(true)}>
          <Trash2 aria-hidden="true" />
          Delete all memory
        </Button>
      ) : null}
      <ConfirmDialog
        open={clearing}
        title="Delete everything the Owl remembers?"
        description="The Owl starts again from nothing. Your entries stay."
        confirm="Delete all memory"
        busy={removeAll.isPending}
        onClose={() => setClearing(false)}
        onConfirm={() => removeAll.mutate(undefined, { onSuccess: () => setClearing(false) })}
      />
    </section>
  );
}

/** A memory form's submit button, offered once the memory has some text. */
function FilledSubmit({ size, children }: { size?: 'sm'; children: ReactNode }) {
  const text = useWatch<{ text: string }, 'text'>({ name: 'text' });
  return (
    <SubmitButton size={size} disabled={text.trim() === ''}>
      {children}
    </SubmitButton>
  );
}
