import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';

/** The draft's fields the new-entry form holds: what the person types or picks. */
export type ComposeFields = Pick<Draft, 'text' | 'mood' | 'tags' | 'aiOptOut' | 'transcript'>;

/** Typing waits for the store's pause before it is written; a choice is written at once. */
const TYPED: readonly string[] = ['text', 'transcript'] satisfies (keyof ComposeFields)[];

/**
 * Hands every change the person makes in the form to the draft store, which autosaves it on the
 * device. Changes the store makes itself (a restored draft, a fresh one after saving) come back into
 * the form through its `values`, and are not written again.
 */
export function AutosaveDraft({ update }: { update: (change: Partial<Draft>, now?: boolean) => void }) {
  const form = useFormContext<ComposeFields>();
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (type !== 'change' || !name || !(name in values)) return;
          const field = name as keyof ComposeFields;
          update({ [field]: values[field] }, !TYPED.includes(field));
        },
      }),
    [form, update],
  );
  return null;
}
