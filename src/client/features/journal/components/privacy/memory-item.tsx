import { PencilLine, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Form } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { OWL_MEMORY_TEXT_MAX } from '#shared/journal.ts';
import { memoryPutSchema, type MemoryItem as Memory } from '#shared/schemas/journal.ts';
import type { useMemoryActions } from '#client/features/journal/api/journal-queries.ts';
import { FilledSubmit } from './filled-submit.tsx';

type MemoryActions = ReturnType<typeof useMemoryActions>;

/**
 * One thing the Owl remembers, with who noted it; it turns into its own small form while edited. The
 * list owns the actions, so a failure of any of them shows once, under the list.
 */
export function MemoryItem({
  item,
  editing,
  put,
  remove,
  onEdit,
  onDone,
}: {
  item: Memory;
  editing: boolean;
  put: MemoryActions['put'];
  remove: MemoryActions['remove'];
  onEdit: () => void;
  onDone: () => void;
}) {
  if (editing) {
    return (
      <Form
        schema={memoryPutSchema}
        defaultValues={{ text: item.text }}
        pending={put.isPending}
        onSubmit={({ text }) => put.mutate({ id: item.id, text }, { onSuccess: onDone })}
        className="flex flex-col gap-2 sm:flex-row"
      >
        <TextField
          name="text"
          label={<span className="sr-only">Memory</span>}
          maxLength={OWL_MEMORY_TEXT_MAX}
        />
        <div className="flex gap-2">
          <FilledSubmit size="sm">Save</FilledSubmit>
          <Button variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-indigo-950">
        {item.text}
        <span className="ml-2 text-xs text-stone-600">
          {item.source === 'owl' ? '(noted by the Owl)' : '(added by you)'}
        </span>
      </p>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" aria-label={`Edit: ${item.text}`} onClick={onEdit}>
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
  );
}
