import { Plus } from 'lucide-react';
import { Form } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { OWL_MEMORY_TEXT_MAX } from '#shared/journal.ts';
import { memoryPutSchema } from '#shared/schemas/journal.ts';
import type { useMemoryActions } from '#client/features/journal/api/journal-queries.ts';
import { FilledSubmit } from './filled-submit.tsx';

/** Telling the Owl something to keep in mind; the box empties once it is remembered. */
export function AddMemory({ put }: { put: ReturnType<typeof useMemoryActions>['put'] }) {
  return (
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
  );
}
