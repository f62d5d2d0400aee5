import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { notify } from '#client/lib/notify.ts';
import { adminAdvisorCreateSchema, type AdminAdvisor } from '#shared/schemas/admin-editors.ts';
import {
  editorAdvisorsQuery,
  useUpdateAdvisor,
  useUploadPortrait,
} from '#client/features/admin/api/editors-api.ts';
import { PageTitle } from '#client/features/admin/components/ui.tsx';
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

/** The editor's values: expertise is typed as one line, separated by commas. */
const advisorFormSchema = adminAdvisorCreateSchema.pick({ name: true, title: true, bio: true }).extend({
  expertise: z
    .string()
    .transform((line) =>
      line
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(adminAdvisorCreateSchema.shape.expertise.unwrap()),
});

function AdvisorForm({ advisor }: { advisor: AdminAdvisor }) {
  const update = useUpdateAdvisor(advisor.id);
  return (
    <Form
      schema={advisorFormSchema}
      defaultValues={{
        name: advisor.name,
        title: advisor.title,
        bio: advisor.bio,
        expertise: advisor.expertise.join(', '),
      }}
      onSubmit={(values) =>
        update.mutate(values, { onSuccess: () => void notify('success', 'Advisor saved.') })
      }
      error={update.error ? errorText(update.error) : null}
      pending={update.isPending}
      className={cardVariants({ className: 'space-y-4' })}
      actions={<SubmitButton pendingLabel="Saving…">Save changes</SubmitButton>}
    >
      <TextField name="name" label="Name" maxLength={120} required />
      <TextField name="title" label="Title" maxLength={200} />
      <TextareaField name="bio" label="Bio" rows={8} maxLength={5000} />
      <TextField name="expertise" label="Expertise" hint="Separated by commas, at most 12." />
    </Form>
  );
}

function PortraitCard({ advisor }: { advisor: AdminAdvisor }) {
  const upload = useUploadPortrait(advisor.id);
  return (
    <Card>
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
    </Card>
  );
}
