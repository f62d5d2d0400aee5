import { useQuery } from '@tanstack/react-query';
import { Brain, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { memoryQuery, useMemoryActions } from '#client/features/journal/api/journal-queries.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { AddMemory } from './add-memory.tsx';
import { MemoryItem } from './memory-item.tsx';

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
          {memory.data.map((item) => (
            <li key={item.id} className="rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <MemoryItem
                item={item}
                editing={editing === item.id}
                put={put}
                remove={remove}
                onEdit={() => setEditing(item.id)}
                onDone={() => setEditing(null)}
              />
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <ErrorNotice size="inline" className="mt-3" title="Memory not changed" message={failure.message} />
      ) : null}
      <AddMemory put={put} />
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
