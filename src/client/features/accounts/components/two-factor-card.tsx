import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton, type FormProps, type FormSchema } from '#client/components/ui/form.tsx';
import { TextField } from '#client/components/ui/form-fields.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { authKeys } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { oneTimeCodeSchema, passwordConfirmSchema } from '#shared/schemas/account-forms.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'backup'; backupCodes: string[] };

/** Two-step verification: turn on with an authenticator app (QR code or key, then a code), or off. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refreshSignIn = () => queryClient.invalidateQueries({ queryKey: authKeys.session() });

  const finish = async () => {
    await refreshSignIn();
    setStep({ kind: 'idle' });
    void notify('success', 'Two-step verification is on', {
      description: 'You will be asked for a code when you sign in.',
    });
  };

  return (
    <section aria-labelledby="two-factor-heading" className={cardVariants()}>
      <h2 id="two-factor-heading" className="flex items-center gap-2 text-lg font-bold text-indigo-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-teal-700" />
        Two-step verification
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {enabled
          ? 'On: signing in needs your password and a code from your authenticator app (or a backup code, or a code by e-mail).'
          : 'Off: add a code from an authenticator app to every sign-in, so a stolen password is not enough.'}
      </p>

      {step.kind === 'idle' ? (
        <Button
          className="mt-4"
          variant={enabled ? 'outline' : 'primary'}
          onClick={() => setStep({ kind: 'password', purpose: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? 'Turn off two-step verification' : 'Turn on two-step verification'}
        </Button>
      ) : step.kind === 'backup' ? (
        <div className="mt-4">
          <p className="font-semibold text-indigo-950">Save your backup codes</p>
          <p className="mt-1 text-sm text-stone-600">
            Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown
            again.
          </p>
          <ul
            aria-label="Backup codes"
            className="mt-3 grid grid-cols-2 gap-2 rounded-2xl bg-stone-50 p-4 font-mono text-sm"
          >
            {step.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button className="mt-4" onClick={() => void finish()}>
            I have saved these codes
          </Button>
        </div>
      ) : step.kind === 'password' ? (
        <PasswordStep
          purpose={step.purpose}
          onEnabled={(setup) => setStep({ kind: 'scan', ...setup })}
          onDisabled={async () => {
            await refreshSignIn();
            setStep({ kind: 'idle' });
            void notify('success', 'Two-step verification is off');
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : (
        <ScanStep
          totpURI={step.totpURI}
          onConfirmed={() => setStep({ kind: 'backup', backupCodes: step.backupCodes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}

      <p className="mt-5 border-t border-stone-100 pt-4 text-sm text-stone-600">
        Codes by text message are not offered. An authenticator app works even without signal, and your backup
        codes get you in if you lose your phone.
      </p>
    </section>
  );
}

/** The password first, whether turning it on or off. */
function PasswordStep({
  purpose,
  onEnabled,
  onDisabled,
  onCancel,
}: {
  purpose: 'enable' | 'disable';
  onEnabled: (setup: { totpURI: string; backupCodes: string[] }) => void;
  onDisabled: () => Promise<void>;
  onCancel: () => void;
}) {
  const enable = useMutation({ mutationFn: authApi.enableTwoFactor, onSuccess: onEnabled });
  const disable = useMutation({ mutationFn: authApi.disableTwoFactor, onSuccess: onDisabled });
  const submit = purpose === 'enable' ? enable : disable;
  return (
    <StepForm
      schema={passwordConfirmSchema}
      defaultValues={{ password: '' }}
      onSubmit={(input) => submit.mutate(input)}
      busy={submit.isPending}
      submitLabel="Continue"
      onCancel={onCancel}
    >
      <TextField
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={submit.error ? authErrorMessage(submit.error) : undefined}
      />
    </StepForm>
  );
}

/** The QR code and the first code from the app, which confirms the enrolment. */
function ScanStep({
  totpURI,
  onConfirmed,
  onCancel,
}: {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = useMutation({ mutationFn: authApi.verifyTotp, onSuccess: onConfirmed });
  return (
    <StepForm
      schema={oneTimeCodeSchema}
      defaultValues={{ code: '' }}
      onSubmit={(input) => confirm.mutate(input)}
      busy={confirm.isPending}
      submitLabel="Confirm code"
      onCancel={onCancel}
      failure={confirm.error ? authErrorMessage(confirm.error) : null}
    >
      <ScanInstructions totpURI={totpURI} />
      <TextField name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" />
    </StepForm>
  );
}

/** A step's form: its fields, then what went wrong, then the step's button and Cancel. */
function StepForm<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  busy,
  submitLabel,
  onCancel,
  failure = null,
  children,
}: Pick<FormProps<S>, 'schema' | 'defaultValues' | 'onSubmit' | 'children'> & {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  failure?: string | null;
}) {
  return (
    <Form
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      error={failure}
      pending={busy}
      className="mt-4 space-y-4"
      actions={
        <div className="flex flex-wrap gap-3">
          <SubmitButton pendingLabel="Checking…">{submitLabel}</SubmitButton>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      }
    >
      {children}
    </Form>
  );
}

/** The QR code for the authenticator app, and the same key to type in by hand. */
function ScanInstructions({ totpURI }: { totpURI: string }) {
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(totpURI))}`;
  return (
    <div>
      <p className="text-sm text-stone-700">
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        code it shows.
      </p>
      <img
        src={qr}
        alt="QR code for your authenticator app"
        className="mt-3 size-44 rounded-xl border border-stone-200 bg-white p-2"
      />
      <p className="mt-3 text-sm text-stone-700">
        Or type this key in by hand:{' '}
        <code
          aria-label="Setup key"
          className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-indigo-950"
        >
          {key.match(/.{1,4}/g)?.join(' ')}
        </code>
      </p>
    </div>
  );
}
