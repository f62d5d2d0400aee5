import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
import { notify } from '#client/lib/notify.ts';
import type { AdminNewsPost } from '#shared/schemas/admin-editors.ts';
import {
  newsPostQuery,
  newsQuery,
  useCreateNews,
  useUpdateNews,
  useUploadCover,
} from '#client/features/admin/api/editors-api.ts';
import { TextArea } from '#client/features/admin/components/form-controls.tsx';
import { card } from '#client/features/admin/components/ui.tsx';
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

function NewsForm({ post }: { post?: AdminNewsPost }) {
  const navigate = useNavigate();
  const create = useCreateNews();
  const update = useUpdateNews(post?.id ?? '');
  const saving = post ? update : create;
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [author, setAuthor] = useState(post?.author ?? '');
  const [summary, setSummary] = useState(post?.summary ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [coverAlt, setCoverAlt] = useState(post?.coverAlt ?? '');
  const [publishedAt, setPublishedAt] = useState(toLocalInput(post?.publishedAt ?? new Date().toISOString()));
  const [isPublished, setIsPublished] = useState(post?.isPublished ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      title,
      author,
      summary,
      body,
      coverAlt,
      isPublished,
      publishedAt: fromLocalInput(publishedAt),
      ...(slug ? { slug } : {}),
    };
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
      onSubmit={submit}
      saving={saving}
      submitLabel={post ? 'Save changes' : 'Save post'}
      side={post ? <CoverCard post={post} /> : null}
      sideBeforeSave="Save the post first, then add its cover."
    >
      <Field
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={200}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Slug"
          hint="The post’s address; made from the title when left empty."
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          maxLength={120}
        />
        <Field label="Author" value={author} onChange={(e) => setAuthor(e.target.value)} maxLength={120} />
      </div>
      <TextArea
        label="Summary"
        rows={2}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        maxLength={500}
      />
      <MarkdownField label="Body" value={body} onChange={(e) => setBody(e.target.value)} />
      <Field
        label="Cover description"
        hint="What the cover shows, for screen readers and link previews."
        value={coverAlt}
        onChange={(e) => setCoverAlt(e.target.value)}
        maxLength={300}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Publication date"
          type="datetime-local"
          hint="A date to come schedules the post."
          value={publishedAt}
          onChange={(e) => setPublishedAt(e.target.value)}
        />
        <CheckboxField
          label="Published"
          hint="Readers see only published posts."
          checked={isPublished}
          onChange={(e) => setIsPublished(e.target.checked)}
        />
      </div>
    </ContentEditorLayout>
  );
}

/** The cover readers see above the post and in link previews, cropped by the server to 1200 × 630. */
function CoverCard({ post }: { post: AdminNewsPost }) {
  const upload = useUploadCover(post.id);
  return (
    <div className={`${card} self-start`}>
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
    </div>
  );
}
