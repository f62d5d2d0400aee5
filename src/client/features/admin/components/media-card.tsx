import { useRef, useState } from 'react';
import { notify } from '#client/lib/notify.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import type { AdminSession } from '#shared/schemas/admin.ts';
import { useUploadMedia } from '#client/features/admin/api/admin-api.ts';
import { card, errorText, formatDuration } from './ui.tsx';

const ACCEPT =
  'audio/webm,audio/ogg,audio/mpeg,audio/mp4,video/webm,video/mp4,.opus,.ogg,.mp3,.m4a,.webm,.weba,.mp4';

/** The session's media: a preview player and an upload that replaces it (type and length from the file). */
export function MediaCard({ session }: { session: AdminSession }) {
  const upload = useUploadMedia(session.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const media = session.media;
  return (
    <div className={card}>
      <h3 className="text-lg font-semibold text-indigo-950">Media</h3>
      {media ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-stone-600">
            {media.mimeType} · {formatDuration(session.durationSeconds)}
          </p>
          {media.mimeType.startsWith('video/') ? (
            <video
              controls
              preload="metadata"
              src={media.previewUrl}
              className="w-full rounded-xl"
              aria-label="Preview"
            />
          ) : (
            <audio
              controls
              preload="metadata"
              src={media.previewUrl}
              className="w-full"
              aria-label="Preview"
            />
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-600">No media yet: listeners cannot play this session.</p>
      )}
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () => {
              void notify('success', 'Media uploaded.');
              setFile(null);
              if (input.current) input.current.value = '';
            },
          });
        }}
      >
        <label className="block text-sm font-medium text-indigo-950">
          {media ? 'Replace the file' : 'Upload a file'}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-semibold file:text-indigo-950"
          />
          <span className="mt-1 block text-xs font-normal text-stone-600">
            Audio: WebM, Ogg, MP3, M4A. Video: WebM, MP4. Up to 200 MB and three hours.
          </span>
        </label>
        {upload.error ? <ErrorNotice size="inline" {...errorText(upload.error)} /> : null}
        <Button type="submit" size="sm" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </form>
    </div>
  );
}
