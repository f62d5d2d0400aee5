import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Card } from '#client/components/ui/card.tsx';
import { CheckboxField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import { notify } from '#client/lib/notify.ts';
import { adminNewsCreateSchema, type AdminNewsPost } from '#shared/schemas/admin-editors.ts';
import {
  newsPostQuery,
  newsQuery,
  useCreateNews,
  useUpdateNews,
  useUploadCover,
} from '#client/features/admin/api/editors-api.ts';
import { UploadForm } from '#client/features/admin/components/upload-form.tsx';
import { fromLocalInput, toLocalInput } from './content-list.tsx';
import { ContentEditorLayout, ContentEditPage, ContentListPage } from './content-editor.tsx';
import { MarkdownField } from './markdown-field.tsx';

/** /admin/news: every post, unpublished ones too. */
export function NewsListPage() {
  const news = useQuery(newsQuery());
  return (
    <ContentListPage
      title="News"
      base="/admin/news"
      newLabel="Write a post"
      caption="News posts"
      empty="No posts yet."
      query={news}
      rows={news.data?.items.map((p) => ({ ...p, detail: `By ${p.author}` }))}
    />
  );
}

/** /admin/news/new and /admin/news/:id. */
export function NewsEditPage({ id }: { id?: string }) {
  const post = useQuery({ ...newsPostQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <ContentEditPage base="/admin/news" backLabel="All posts" query={id ? post : undefined}>
      {!id ? <NewsForm /> : post.data ? <NewsForm key={post.data.id} post={post.data} /> : null}
    </ContentEditPage>
  );
}

/** The editor's values: an empty slug is made from the title; the date is typed in local time. */
const newsFormSchema = adminNewsCreateSchema
  .extend({ slug: z.string().trim(), publishedAt: z.string() })
  .transform(({ slug, publishedAt, ...values }) => ({
    ...values,
    publishedAt: fromLocalInput(publishedAt),
    ...(slug ? { slug } : {}),
  }));

function NewsForm({ post }: { post?: AdminNewsPost }) {
  const navigate = useNavigate();
  const create = useCreateNews();
  const update = useUpdateNews(post?.id ?? '');
  const saving = post ? update : create;

  const submit = (values: z.output<typeof newsFormSchema>) => {
    if (post) {
      update.mutate(values, { onSuccess: () => void notify('success', 'Post saved.') });
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          void notify('success', created.isPublished ? 'Post published.' : 'Draft saved.');
          void navigate(`/admin/news/${created.id}`, { replace: true });
        },
      });
    }
  };
  return (
    <ContentEditorLayout
      title={post ? `Edit “${post.title}”` : 'New post'}
      readerHref={post?.isPublished ? `/news/${post.slug}` : null}
      schema={newsFormSchema}
      defaultValues={{
        title: post?.title ?? '',
        slug: post?.slug ?? '',
        author: post?.author ?? '',
        summary: post?.summary ?? '',
        body: post?.body ?? '',
        coverAlt: post?.coverAlt ?? '',
        publishedAt: toLocalInput(post?.publishedAt ?? new Date().toISOString()),
        isPublished: post?.isPublished ?? false,
      }}
      onSubmit={submit}
      saving={saving}
      submitLabel={post ? 'Save changes' : 'Save post'}
      side={post ? <CoverCard post={post} /> : null}
      sideBeforeSave="Save the post first, then add its cover."
    >
      <TextField name="title" label="Title" maxLength={200} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="slug"
          label="Slug"
          hint="The post’s address; made from the title when left empty."
          maxLength={120}
        />
        <TextField name="author" label="Author" maxLength={120} />
      </div>
      <TextareaField name="summary" label="Summary" rows={2} maxLength={500} />
      <MarkdownField name="body" label="Body" />
      <TextField
        name="coverAlt"
        label="Cover description"
        hint="What the cover shows, for screen readers and link previews."
        maxLength={300}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="publishedAt"
          label="Publication date"
          type="datetime-local"
          hint="A date to come schedules the post."
        />
        <CheckboxField name="isPublished" label="Published" hint="Readers see only published posts." />
      </div>
    </ContentEditorLayout>
  );
}

/** The cover readers see above the post and in link previews, cropped by the server to 1200 × 630. */
function CoverCard({ post }: { post: AdminNewsPost }) {
  const upload = useUploadCover(post.id);
  return (
    <Card className="self-start">
      <h3 className="text-lg font-semibold text-indigo-950">Cover</h3>
      {post.coverUrl ? (
        <img
          src={post.coverUrl}
          alt={post.coverAlt}
          width={1200}
          height={630}
          className="mt-3 aspect-[1200/630] h-auto w-full rounded-xl object-cover"
        />
      ) : (
        <p className="mt-2 text-sm text-stone-600">No cover yet: readers see the post without a picture.</p>
      )}
      <UploadForm
        label={post.coverUrl ? 'Replace the cover' : 'Upload a cover'}
        hint="JPEG, PNG or WebP up to 10 MB; cropped to 1200 × 630."
        accept="image/jpeg,image/png,image/webp"
        upload={upload}
        saved="Cover saved."
      />
    </Card>
  );
}
