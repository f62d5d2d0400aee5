import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
import { notify } from '#client/lib/notify.ts';
import { JOURNAL_THEME_LABELS, JOURNAL_THEMES, type JournalThemeId } from '#shared/journal-themes.ts';
import { PROMPT_BANK_MIN_ACTIVE, type AdminPrompt } from '#shared/schemas/admin-editors.ts';
import { promptsQuery, useCreatePrompt, useUpdatePrompt } from '#client/features/admin/api/editors-api.ts';
import { card, errorText, PageTitle, QueryState } from '#client/features/admin/components/ui.tsx';

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

function ThemePicker({
  value,
  onChange,
}: {
  value: JournalThemeId[];
  onChange: (v: JournalThemeId[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-indigo-950">Themes (one to four)</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {JOURNAL_THEMES.map((theme) => (
          <CheckboxField
            key={theme.id}
            label={theme.label}
            checked={value.includes(theme.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, theme.id] : value.filter((t) => t !== theme.id))
            }
          />
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
  const [text, setText] = useState(prompt?.text ?? '');
  const [themes, setThemes] = useState<JournalThemeId[]>((prompt?.themes ?? []) as JournalThemeId[]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = (message: string) => () => {
      void notify('success', message);
      if (!prompt) {
        setText('');
        setThemes([]);
      }
      onDone?.();
    };
    if (prompt) update.mutate({ id: prompt.id, text, themes }, { onSuccess: done('Prompt saved.') });
    else create.mutate({ text, themes }, { onSuccess: done('Prompt added to the bank.') });
  };
  return (
    <form onSubmit={submit} className={prompt ? 'mt-3 space-y-3' : `${card} mb-6 space-y-3`}>
      <Field
        label={prompt ? 'Question' : 'New question'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={300}
        required
      />
      <ThemePicker value={themes} onChange={setThemes} />
      {saving.error ? <ErrorNotice size="inline" {...errorText(saving.error)} /> : null}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={saving.isPending || text.trim().length < 10 || !themes.length}
        >
          {saving.isPending ? 'Saving…' : prompt ? 'Save' : 'Add prompt'}
        </Button>
        {prompt ? (
          <Button variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
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
    <li className={card}>
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
    </li>
  );
}
