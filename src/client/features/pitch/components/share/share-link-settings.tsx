import { Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import {
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type Deck,
  type ShareUpdate,
} from '#shared/schemas/pitch.ts';

const passwordFormSchema = z.object({
  password: z
    .string()
    .min(SHARE_PASSWORD_MIN, `Use at least ${SHARE_PASSWORD_MIN} characters.`)
    .max(SHARE_PASSWORD_MAX, `Use at most ${SHARE_PASSWORD_MAX} characters.`),
});

type LiveShare = NonNullable<Deck['share']>;

/**
 * The live link's password and version, changed in place: the URL its viewers have keeps working.
 * A new password ends every browser's unlock made with the old one.
 */
export function ShareLinkSettings({
  share,
  saving,
  onUpdate,
}: {
  share: LiveShare;
  saving: boolean;
  onUpdate: (body: ShareUpdate) => Promise<unknown>;
}) {
  return (
    <section aria-labelledby="link-settings-title" className="space-y-4 rounded-xl bg-stone-50 p-4">
      <h3 id="link-settings-title" className="text-base font-bold text-indigo-950">
        This link
      </h3>
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm text-stone-700">
          {share.protected ? (
            <Lock aria-hidden="true" className="size-4" />
          ) : (
            <LockOpen aria-hidden="true" className="size-4" />
          )}
          {share.protected ? 'Viewers need a password.' : 'Anyone with the link can open it.'}
        </p>
        <Form
          schema={passwordFormSchema}
          defaultValues={{ password: '' }}
          onSubmit={({ password }, form) =>
            onUpdate({ password }).then(
              () => form.reset({ password: '' }),
              () => undefined,
            )
          }
          pending={saving}
          className="flex flex-wrap items-end gap-3"
        >
          <TextField
            name="password"
            label={share.protected ? 'New password' : 'Password'}
            type="password"
            autoComplete="new-password"
            className="min-w-48 flex-1"
          />
          <SubmitButton variant="outline">
            {share.protected ? 'Change password' : 'Set password'}
          </SubmitButton>
          {share.protected ? (
            <Button variant="outline" onClick={() => void onUpdate({ password: null })} disabled={saving}>
              Remove password
            </Button>
          ) : null}
        </Form>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-stone-700">
          {share.follows === 'pinned' ? <Pin aria-hidden="true" className="size-4" /> : null}
          {share.follows === 'pinned'
            ? `Viewers see version ${share.pinnedVersion ?? ''}; once you save again they are told a newer one exists.`
            : 'Viewers always see your latest version.'}
        </p>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => void onUpdate({ follows: share.follows === 'pinned' ? 'latest' : 'pinned' })}
        >
          {share.follows === 'pinned' ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
          {share.follows === 'pinned' ? 'Show the latest version' : 'Keep this version'}
        </Button>
      </div>
    </section>
  );
}
