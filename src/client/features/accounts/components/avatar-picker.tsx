import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { accountKeys } from '#client/entities/account/account-keys.ts';
import { api, request, uploadFile } from '#client/lib/api-client.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '#shared/schemas/accounts.ts';

/**
 * The profile picture, or the initial when there is none, with 'Change picture' and 'Remove'. The
 * server checks the bytes, crops and re-encodes; here only the size is checked first, so a photo
 * straight off a phone's camera is refused at once instead of after its upload.
 */
export function AvatarPicker({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [tooBig, setTooBig] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.profile(profile.id) });
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile('/me/avatar', file, 'PUT', file.type || 'application/octet-stream'),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => request(api.me.avatar.$delete()), onSuccess: refresh });
  const busy = upload.isPending || remove.isPending;
  const error = tooBig
    ? 'Pictures can be at most 5 MB.'
    : (upload.error?.message ?? remove.error?.message ?? null);

  const chosen = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    setTooBig(file.size > AVATAR_MAX_BYTES);
    if (file.size <= AVATAR_MAX_BYTES) upload.mutate(file);
  };

  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-teal-600 text-2xl font-bold text-white"
        >
          {profile.username.charAt(0).toUpperCase()}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          chosen(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <TextButton
        className="text-xs"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
      >
        {upload.isPending ? 'Uploading…' : profile.avatarUrl ? 'Change picture' : 'Add picture'}
      </TextButton>
      {profile.avatarUrl ? (
        <TextButton className="text-xs" onClick={() => remove.mutate()} disabled={busy}>
          Remove picture
        </TextButton>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="max-w-40 text-center text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
