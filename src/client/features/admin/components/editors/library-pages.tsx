import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Card } from '#client/components/ui/card.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import { notify } from '#client/lib/notify.ts';
import {
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
  RESOURCE_TOPIC_LABELS,
  RESOURCE_TOPICS,
} from '#shared/library.ts';
import { adminResourceCreateSchema, type AdminResource } from '#shared/schemas/admin-editors.ts';
import {
  libraryQuery,
  resourceQuery,
  useCreateResource,
  useUpdateResource,
  useUploadResourceFile,
} from '#client/features/admin/api/editors-api.ts';
import { UploadForm } from '#client/features/admin/components/upload-form.tsx';
import { ContentEditorLayout, ContentEditPage, ContentListPage } from './content-editor.tsx';
import { MarkdownField } from './markdown-field.tsx';

/** /admin/library: every resource, unpublished ones too. */
export function LibraryListPage() {
  const library = useQuery(libraryQuery());
  return (
    <ContentListPage
      title="Library"
      base="/admin/library"
      newLabel="New resource"
      caption="Library resources"
      empty="No resources yet."
      query={library}
      rows={library.data?.items.map((r) => ({
        ...r,
        detail: `${RESOURCE_KIND_LABELS[r.kind]} · ${RESOURCE_TOPIC_LABELS[r.topic]}${r.isPremium ? ' · Premium' : ''}`,
      }))}
    />
  );
}

/** /admin/library/new and /admin/library/:id. */
export function ResourceEditPage({ id }: { id?: string }) {
  const resource = useQuery({ ...resourceQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <ContentEditPage base="/admin/library" backLabel="All resources" query={id ? resource : undefined}>
      {!id ? (
        <ResourceForm />
      ) : resource.data ? (
        <ResourceForm key={resource.data.id} resource={resource.data} />
      ) : null}
    </ContentEditPage>
  );
}

/** The editor's values: an empty slug is made from the title, and only a prompt resource keeps its prompt. */
const resourceFormSchema = adminResourceCreateSchema
  .extend({ slug: z.string().trim(), prompt: z.string() })
  .transform(({ slug, prompt, ...values }) => ({
    ...values,
    prompt: values.kind === 'prompt' && prompt ? prompt : null,
    ...(slug ? { slug } : {}),
  }));

function ResourceForm({ resource }: { resource?: AdminResource }) {
  const navigate = useNavigate();
  const create = useCreateResource();
  const update = useUpdateResource(resource?.id ?? '');
  const saving = resource ? update : create;

  const submit = (values: z.output<typeof resourceFormSchema>) => {
    if (resource) {
      update.mutate(values, { onSuccess: () => void notify('success', 'Resource saved.') });
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          void notify('success', created.isPublished ? 'Resource published.' : 'Draft saved.');
          void navigate(`/admin/library/${created.id}`, { replace: true });
        },
      });
    }
  };
  return (
    <ContentEditorLayout
      title={resource ? `Edit “${resource.title}”` : 'New resource'}
      readerHref={resource?.isPublished ? `/library/${resource.slug}` : null}
      schema={resourceFormSchema}
      defaultValues={{
        title: resource?.title ?? '',
        slug: resource?.slug ?? '',
        kind: resource?.kind ?? 'guide',
        topic: resource?.topic ?? 'fundraising',
        summary: resource?.summary ?? '',
        body: resource?.body ?? '',
        prompt: resource?.prompt ?? '',
        isPremium: resource?.isPremium ?? false,
        isPublished: resource?.isPublished ?? false,
      }}
      onSubmit={submit}
      saving={saving}
      submitLabel={resource ? 'Save changes' : 'Save resource'}
      side={resource ? <FileCard resource={resource} /> : null}
      sideBeforeSave="Save the resource first, then add its file."
    >
      <TextField name="title" label="Title" maxLength={200} required />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="slug" label="Slug" hint="Made from the title when left empty." maxLength={120} />
        <SelectField name="kind" label="Kind">
          {RESOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {RESOURCE_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField name="topic" label="Topic">
          {RESOURCE_TOPICS.map((t) => (
            <option key={t} value={t}>
              {RESOURCE_TOPIC_LABELS[t]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField name="summary" label="Summary" rows={2} maxLength={500} />
      <MarkdownField name="body" label="Body" />
      <PromptField />
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField name="isPremium" label="Premium" />
        <CheckboxField name="isPublished" label="Published" hint="Readers see only published resources." />
      </div>
    </ContentEditorLayout>
  );
}

/** The prompt readers copy, asked for only when the resource is a prompt. */
function PromptField() {
  const kind = useWatch({ name: 'kind' }) as unknown;
  if (kind !== 'prompt') return null;
  return (
    <TextareaField
      name="prompt"
      label="The AI prompt"
      hint="What readers copy; for premium resources only subscribers see it."
      rows={6}
      maxLength={5000}
    />
  );
}

const FILE_TYPES =
  '.xlsx,.docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file readers download (a template to fill in); replaced whole, checked by its bytes. */
function FileCard({ resource }: { resource: AdminResource }) {
  const upload = useUploadResourceFile(resource.id);
  const { file } = resource;
  return (
    <Card className="self-start">
      <h3 className="text-lg font-semibold text-indigo-950">Downloadable file</h3>
      {file ? (
        <p className="mt-2 break-all text-sm text-stone-700">
          {file.name} · {file.format.toUpperCase()} · {Math.max(1, Math.round(file.size / 1024))} KB
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-600">No file: readers get the text only.</p>
      )}
      <UploadForm
        label={file ? 'Replace the file' : 'Upload a file'}
        hint="An Excel workbook (.xlsx), a Word document (.docx) or a PDF, up to 20 MB; downloaded as the resource’s slug."
        accept={FILE_TYPES}
        upload={upload}
        saved="File saved."
      />
    </Card>
  );
}
