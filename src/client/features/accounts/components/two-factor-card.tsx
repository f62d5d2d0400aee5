import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { authKeys } from '#client/lib/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { authErrorMessage } from '../auth-messages.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'backup'; backupCodes: string[] };

const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-indigo-950 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm';

/** Two-step verification: turn on with an authenticator app (QR code or key, then a code), or off. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const go = (next: Step) => {
    setStep(next);
    setValue('');
    setError(null);
  };

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(step.kind === 'scan' ? 'Enter the code.' : 'Enter your password.');
    if (step.kind === 'password' && step.purpose === 'enable') {
      return void attempt(async () =>
        go({ kind: 'scan', ...(await authApi.enableTwoFactor({ password: value })) }),
      );
    }
    if (step.kind === 'password') {
      return void attempt(async () => {
        await authApi.disableTwoFactor({ password: value });
        await queryClient.invalidateQueries({ queryKey: authKeys.session() });
        go({ kind: 'idle' });
        void notify('success', 'Two-step verification is off');
      });
    }
    if (step.kind === 'scan') {
      return void attempt(async () => {
        await authApi.verifyTotp({ code: value.trim() });
        go({ kind: 'backup', backupCodes: step.backupCodes });
      });
    }
  };

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session() });
    go({ kind: 'idle' });
    void notify('success', 'Two-step verification is on', {
      description: 'You will be asked for a code when you sign in.',
    });
  };

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6"
    >
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
          onClick={() => go({ kind: 'password', purpose: enabled ? 'disable' : 'enable' })}
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
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {step.kind === 'scan' ? <ScanInstructions totpURI={step.totpURI} /> : null}
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-indigo-950">
              {step.kind === 'scan' ? 'Code from the app' : 'Your password'}
            </label>
            <input
              id={fieldId}
              type={step.kind === 'scan' ? 'text' : 'password'}
              inputMode={step.kind === 'scan' ? 'numeric' : undefined}
              autoComplete={step.kind === 'scan' ? 'one-time-code' : 'current-password'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              className={inputClass}
            />
            {error ? (
              <p role="alert" className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Checking…' : step.kind === 'scan' ? 'Confirm code' : 'Continue'}
            </Button>
            <Button variant="outline" onClick={() => go({ kind: 'idle' })} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      <p className="mt-5 border-t border-stone-100 pt-4 text-sm text-stone-600">
        Text-message codes: not available, because no SMS provider is configured for Founder Flow.
      </p>
    </section>
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
