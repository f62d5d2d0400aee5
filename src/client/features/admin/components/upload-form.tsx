import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fieldTexts } from '#client/components/ui/field.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorText } from '#client/components/ui/query-state.tsx';
import { notify } from '#client/lib/notify.ts';

/** An admin upload in flight: `useAdminWrite` of a raw file. */
type Upload = {
  mutate: (file: File, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * A file chosen and sent as it is (the server judges its bytes): the input, what it takes, the
 * server's refusal in the catalogue's words, and `saved` as a toast once it is kept.
 */
export function UploadForm({
  label,
  hint,
  accept,
  upload,
  saved,
}: {
  label: string;
  hint: string;
  accept: string;
  upload: Upload;
  saved: string;
}) {
  const id = useId();
  const { describedBy, texts } = fieldTexts(id, hint, undefined);
  return (
    <Form
      schema={uploadSchema}
      defaultValues={{}}
      onSubmit={({ files }, form) =>
        upload.mutate(files[0]!, {
          onSuccess: () => {
            void notify('success', saved);
            form.reset();
          },
        })
      }
      error={upload.error ? errorText(upload.error) : null}
      pending={upload.isPending}
      className="mt-4 space-y-3"
      actions={<UploadButton />}
    >
      {(form) => (
        <div>
          <Label htmlFor={id}>{label}</Label>
          <input
            id={id}
            type="file"
            accept={accept}
            aria-describedby={describedBy}
            {...form.register('files')}
            className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-semibold file:text-indigo-950"
          />
          {texts}
        </div>
      )}
    </Form>
  );
}

/** The chosen file; the server judges its bytes. */
const uploadSchema = z.object({
  files: z.custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length > 0),
});

/** Offered once a file is chosen. */
function UploadButton() {
  const files = useWatch({ name: 'files' }) as unknown;
  const chosen = typeof FileList !== 'undefined' && files instanceof FileList && files.length > 0;
  return (
    <SubmitButton size="sm" pendingLabel="Uploading…" disabled={!chosen}>
      Upload
    </SubmitButton>
  );
}
