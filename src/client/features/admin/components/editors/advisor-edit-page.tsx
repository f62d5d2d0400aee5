import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { notify } from '#client/lib/notify.ts';
import type { AdminAdvisor } from '#shared/schemas/admin-editors.ts';
import {
  editorAdvisorsQuery,
  useUpdateAdvisor,
  useUploadPortrait,
} from '#client/features/admin/api/editors-api.ts';
import { TextArea } from '#client/features/admin/components/form-controls.tsx';
import { card, errorText, PageTitle, QueryState } from '#client/features/admin/components/ui.tsx';
import { UploadForm } from '#client/features/admin/components/upload-form.tsx';

/** /admin/advisors/:id: name, title, bio, expertise and portrait. */
export function AdvisorEditPage({ id }: { id: string }) {
  const advisors = useQuery(editorAdvisorsQuery());
  const advisor = advisors.data?.items.find((a) => a.id === id);
  return (
    <section>
      <Link
        to="/admin/advisors"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All advisors
      </Link>
      <QueryState query={advisors} isEmpty={Boolean(advisors.data) && !advisor} empty="No such advisor.">
        {advisor ? (
          <>
            <PageTitle title={`Edit ${advisor.name}`} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <AdvisorForm key={advisor.id} advisor={advisor} />
              <PortraitCard advisor={advisor} />
            </div>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

function AdvisorForm({ advisor }: { advisor: AdminAdvisor }) {
  const update = useUpdateAdvisor(advisor.id);
  const [name, setName] = useState(advisor.name);
  const [title, setTitle] = useState(advisor.title);
  const [bio, setBio] = useState(advisor.bio);
  const [expertise, setExpertise] = useState(advisor.expertise.join(', '));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        name,
        title,
        bio,
        expertise: expertise
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean),
      },
      { onSuccess: () => void notify('success', 'Advisor saved.') },
    );
  };
  return (
    <form onSubmit={submit} className={`${card} space-y-4`}>
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      <TextArea label="Bio" rows={8} value={bio} onChange={(e) => setBio(e.target.value)} maxLength={5000} />
      <Field
        label="Expertise"
        hint="Separated by commas, at most 12."
        value={expertise}
        onChange={(e) => setExpertise(e.target.value)}
      />
      {update.error ? <ErrorNotice size="inline" {...errorText(update.error)} /> : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}

function PortraitCard({ advisor }: { advisor: AdminAdvisor }) {
  const upload = useUploadPortrait(advisor.id);
  return (
    <div className={card}>
      <h3 className="text-lg font-semibold text-indigo-950">Portrait</h3>
      {advisor.avatarUrl ? (
        <img
          src={advisor.avatarUrl}
          alt={`Portrait of ${advisor.name}`}
          className="mt-3 size-32 rounded-full object-cover"
        />
      ) : (
        <p className="mt-2 text-sm text-stone-600">No portrait yet: listeners see the initial.</p>
      )}
      <UploadForm
        label={advisor.avatarUrl ? 'Replace the portrait' : 'Upload a portrait'}
        hint="JPEG, PNG or WebP up to 5 MB; cropped to a square."
        accept="image/jpeg,image/png,image/webp"
        upload={upload}
        saved="Portrait saved."
      />
    </div>
  );
}
