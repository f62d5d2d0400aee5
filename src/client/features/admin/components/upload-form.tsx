import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { notify } from '#client/lib/notify.ts';
import { errorText } from './ui.tsx';

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
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        upload.mutate(file, {
          onSuccess: () => {
            void notify('success', saved);
            setFile(null);
            if (input.current) input.current.value = '';
          },
        });
      }}
    >
      <label className="block text-sm font-medium text-indigo-950">
        {label}
        <input
          ref={input}
          type="file"
          accept={accept}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-semibold file:text-indigo-950"
        />
        <span className="mt-1 block text-xs font-normal text-stone-600">{hint}</span>
      </label>
      {upload.error ? <ErrorNotice size="inline" {...errorText(upload.error)} /> : null}
      <Button type="submit" size="sm" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  );
}
