import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
import { notify } from '#client/lib/notify.ts';
import {
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
  RESOURCE_TOPIC_LABELS,
  RESOURCE_TOPICS,
  type ResourceKind,
  type ResourceTopic,
} from '#shared/library.ts';
import type { AdminResource } from '#shared/schemas/admin-editors.ts';
import {
  libraryQuery,
  resourceQuery,
  useCreateResource,
  useUpdateResource,
  useUploadResourceFile,
} from '#client/features/admin/api/editors-api.ts';
import { Select, TextArea } from '#client/features/admin/components/form-controls.tsx';
import { card } from '#client/features/admin/components/ui.tsx';
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

function ResourceForm({ resource }: { resource?: AdminResource }) {
  const navigate = useNavigate();
  const create = useCreateResource();
  const update = useUpdateResource(resource?.id ?? '');
  const saving = resource ? update : create;
  const [title, setTitle] = useState(resource?.title ?? '');
  const [slug, setSlug] = useState(resource?.slug ?? '');
  const [kind, setKind] = useState<ResourceKind>(resource?.kind ?? 'guide');
  const [topic, setTopic] = useState<ResourceTopic>(resource?.topic ?? 'fundraising');
  const [summary, setSummary] = useState(resource?.summary ?? '');
  const [body, setBody] = useState(resource?.body ?? '');
  const [prompt, setPrompt] = useState(resource?.prompt ?? '');
  const [isPremium, setIsPremium] = useState(resource?.isPremium ?? false);
  const [isPublished, setIsPublished] = useState(resource?.isPublished ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      title,
      kind,
      topic,
      summary,
      body,
      prompt: kind === 'prompt' && prompt ? prompt : null,
      isPremium,
      isPublished,
      ...(slug ? { slug } : {}),
    };
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
      onSubmit={submit}
      saving={saving}
      submitLabel={resource ? 'Save changes' : 'Save resource'}
      side={resource ? <FileCard resource={resource} /> : null}
      sideBeforeSave="Save the resource first, then add its file."
    >
      <Field
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={200}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Slug"
          hint="Made from the title when left empty."
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          maxLength={120}
        />
        <Select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as ResourceKind)}>
          {RESOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {RESOURCE_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
        <Select label="Topic" value={topic} onChange={(e) => setTopic(e.target.value as ResourceTopic)}>
          {RESOURCE_TOPICS.map((t) => (
            <option key={t} value={t}>
              {RESOURCE_TOPIC_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        label="Summary"
        rows={2}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        maxLength={500}
      />
      <MarkdownField label="Body" value={body} onChange={(e) => setBody(e.target.value)} />
      {kind === 'prompt' ? (
        <TextArea
          label="The AI prompt"
          hint="What readers copy; for premium resources only subscribers see it."
          rows={6}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={5000}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label="Premium" checked={isPremium} onChange={(e) => setIsPremium(e.target.checked)} />
        <CheckboxField
          label="Published"
          hint="Readers see only published resources."
          checked={isPublished}
          onChange={(e) => setIsPublished(e.target.checked)}
        />
      </div>
    </ContentEditorLayout>
  );
}

const FILE_TYPES =
  '.xlsx,.docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file readers download (a template to fill in); replaced whole, checked by its bytes. */
function FileCard({ resource }: { resource: AdminResource }) {
  const upload = useUploadResourceFile(resource.id);
  const { file } = resource;
  return (
    <div className={`${card} self-start`}>
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
    </div>
  );
}
