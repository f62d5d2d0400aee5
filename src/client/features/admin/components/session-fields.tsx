import { useQuery } from '@tanstack/react-query';
import { CheckboxField, SelectField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';
import { advisorsQuery, pathsQuery } from '#client/features/admin/api/admin-api.ts';

/** An empty choice or text stands for "none", which the API takes as null. */
const orNull = (value: unknown) => (value === '' ? null : value);

/** The session editor's fields, inside its `Form`: texts, then the choices, paths and flags. */
export function SessionFields() {
  return (
    <>
      <TextField name="title" label="Title" />
      <TextField
        name="slug"
        label="Slug"
        hint="The session’s address; made from the title when left empty."
        registerOptions={{ setValueAs: (v: string) => (v === '' ? undefined : v) }}
      />
      <TextareaField name="description" label="Description" />
      <TextareaField
        name="journalPrompt"
        label="Journal prompt"
        hint="Offered after the session; leave empty for none."
        registerOptions={{ setValueAs: orNull }}
      />
      <SessionChoices />
      <PathChoices />
      <div className="grid gap-3 sm:grid-cols-3">
        <CheckboxField name="isPremium" label="Premium" />
        <CheckboxField name="featured" label="Featured" />
        <CheckboxField name="isActive" label="Active" hint="Inactive sessions are hidden from listeners." />
      </div>
    </>
  );
}

function SessionChoices() {
  const advisors = useQuery(advisorsQuery());
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField name="category" label="Category" registerOptions={{ setValueAs: orNull }}>
        <option value="">None</option>
        {SESSION_CATEGORIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
      <SelectField name="type" label="Type">
        {SESSION_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </SelectField>
      <SelectField name="coachId" label="Advisor" registerOptions={{ setValueAs: orNull }}>
        <option value="">None</option>
        {advisors.data?.items.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function PathChoices() {
  const paths = useQuery(pathsQuery());
  return (
    <fieldset>
      <legend className="text-sm font-medium text-indigo-950">Paths</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {paths.data?.items.map((p) => (
          <CheckboxField key={p.id} name="pathIds" label={p.title} value={p.id} />
        ))}
      </div>
    </fieldset>
  );
}
