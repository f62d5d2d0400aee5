import type { AdminSession } from '#shared/schemas/admin.ts';
import { useUploadMedia } from '#client/features/admin/api/admin-api.ts';
import { cardVariants } from '#client/components/ui/card.tsx';
import { formatDuration } from './ui.tsx';
import { UploadForm } from './upload-form.tsx';

const ACCEPT =
  'audio/webm,audio/ogg,audio/mpeg,audio/mp4,video/webm,video/mp4,.opus,.ogg,.mp3,.m4a,.webm,.weba,.mp4';

/** The session's media: a preview player and an upload that replaces it (type and length from the file). */
export function MediaCard({ session }: { session: AdminSession }) {
  const upload = useUploadMedia(session.id);
  const media = session.media;
  return (
    <div className={cardVariants()}>
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
      <UploadForm
        label={media ? 'Replace the file' : 'Upload a file'}
        hint="Audio: WebM, Ogg, MP3, M4A. Video: WebM, MP4. Up to 200 MB and three hours."
        accept={ACCEPT}
        upload={upload}
        saved="Media uploaded."
      />
    </div>
  );
}
