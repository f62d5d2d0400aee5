import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { CheckboxField } from '#client/components/ui/field.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { CheckboxField as FormCheckbox, TextField } from '#client/components/ui/form-fields.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { notify } from '#client/lib/notify.ts';
import { JOURNAL_THEME_LABELS, JOURNAL_THEMES, type JournalThemeId } from '#shared/journal-themes.ts';
import {
  adminPromptCreateSchema,
  PROMPT_BANK_MIN_ACTIVE,
  type AdminPrompt,
  type AdminPromptCreate,
} from '#shared/schemas/admin-editors.ts';
import { promptsQuery, useCreatePrompt, useUpdatePrompt } from '#client/features/admin/api/editors-api.ts';
import { PageTitle } from '#client/features/admin/components/ui.tsx';

/** /admin/prompts: the journal's question bank; add, reword, retire and bring back. */
export function PromptsPage() {
  const prompts = useQuery(promptsQuery());
  const [showRetired, setShowRetired] = useState(false);
  const items = (prompts.data?.items ?? []).filter((p) => showRetired || !p.retired);
  return (
    <section>
      <PageTitle title="Journal prompts">
        {prompts.data ? (
          <p className="text-sm text-stone-600">
            {prompts.data.active} in use (at least {PROMPT_BANK_MIN_ACTIVE} stay in use)
          </p>
        ) : null}
      </PageTitle>
      <PromptForm />
      <CheckboxField
        className="mb-4"
        label="Show retired prompts"
        checked={showRetired}
        onChange={(e) => setShowRetired(e.target.checked)}
      />
      <QueryState query={prompts} isEmpty={items.length === 0} empty="No prompts to show.">
        <ul className="space-y-3">
          {items.map((p) => (
            <PromptRow key={p.id} prompt={p} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function ThemePicker() {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-indigo-950">Themes (one to four)</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {JOURNAL_THEMES.map((theme) => (
          <FormCheckbox key={theme.id} name="themes" value={theme.id} label={theme.label} />
        ))}
      </div>
    </fieldset>
  );
}

/** A new prompt, or `prompt` reworded. */
function PromptForm({ prompt, onDone }: { prompt?: AdminPrompt; onDone?: () => void }) {
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const saving = prompt ? update : create;
  const submit = (values: AdminPromptCreate, form: FormApi<typeof adminPromptCreateSchema>) => {
    const done = (message: string) => () => {
      void notify('success', message);
      if (!prompt) form.reset();
      onDone?.();
    };
    if (prompt) update.mutate({ id: prompt.id, ...values }, { onSuccess: done('Prompt saved.') });
    else create.mutate(values, { onSuccess: done('Prompt added to the bank.') });
  };
  return (
    <Form
      schema={adminPromptCreateSchema}
      defaultValues={{ text: prompt?.text ?? '', themes: (prompt?.themes ?? []) as JournalThemeId[] }}
      onSubmit={submit}
      error={saving.error ? errorText(saving.error) : null}
      pending={saving.isPending}
      className={prompt ? 'mt-3 space-y-3' : cardVariants({ className: 'mb-6 space-y-3' })}
      actions={
        <div className="flex gap-2">
          <SavePromptButton label={prompt ? 'Save' : 'Add prompt'} />
          {prompt ? (
            <Button variant="outline" size="sm" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      }
    >
      <TextField name="text" label={prompt ? 'Question' : 'New question'} maxLength={300} required />
      <ThemePicker />
    </Form>
  );
}

/** Offered once the question has a few words and at least one theme. */
function SavePromptButton({ label }: { label: string }) {
  const [text, themes] = useWatch({ name: ['text', 'themes'] }) as unknown[];
  const ready =
    typeof text === 'string' && text.trim().length >= 10 && Array.isArray(themes) && themes.length > 0;
  return (
    <SubmitButton size="sm" pendingLabel="Saving…" disabled={!ready}>
      {label}
    </SubmitButton>
  );
}

function PromptRow({ prompt }: { prompt: AdminPrompt }) {
  const update = useUpdatePrompt();
  const [editing, setEditing] = useState(false);
  const toggle = () =>
    update.mutate(
      { id: prompt.id, retired: !prompt.retired },
      { onSuccess: () => void notify('success', prompt.retired ? 'Prompt back in use.' : 'Prompt retired.') },
    );
  return (
    <Card as="li">
      <p className={prompt.retired ? 'text-stone-500 line-through' : 'font-medium text-indigo-950'}>
        {prompt.text}
      </p>
      <p className="mt-1 text-xs text-stone-600">
        {prompt.themes.map((t) => JOURNAL_THEME_LABELS[t as JournalThemeId] ?? t).join(' · ')}
        {prompt.origin === 'added' ? ' · added here' : prompt.origin === 'edited' ? ' · edited here' : ''}
        {prompt.retired ? ' · retired' : ''}
      </p>
      {editing ? (
        <PromptForm prompt={prompt} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-3 flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit “${prompt.text}”`}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={toggle}
            aria-label={`${prompt.retired ? 'Bring back' : 'Retire'} “${prompt.text}”`}
          >
            {prompt.retired ? 'Bring back' : 'Retire'}
          </Button>
        </div>
      )}
      {update.error ? <ErrorNotice size="inline" className="mt-2" {...errorText(update.error)} /> : null}
    </Card>
  );
}
