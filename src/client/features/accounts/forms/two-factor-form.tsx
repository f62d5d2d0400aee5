import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { authErrorMessage } from '../auth-messages.ts';

type Method = 'app' | 'backup' | 'email';

const COPY: Record<Method, { label: string; hint: string; autoComplete: string }> = {
  app: {
    label: 'Code from your authenticator app',
    hint: 'Open your authenticator app and enter the 6-digit code for Founder Flow.',
    autoComplete: 'one-time-code',
  },
  backup: {
    label: 'Backup code',
    hint: 'Enter one of the backup codes you saved when you turned on two-step verification. Each works once.',
    autoComplete: 'off',
  },
  email: {
    label: 'Code from the e-mail',
    hint: 'We sent a 6-digit code to your e-mail address. It works for 5 minutes.',
    autoComplete: 'one-time-code',
  },
};

type TwoFactorFormProps = { onSignedIn: () => Promise<void>; onBack: () => void };

/** The second step of signing in, once the password was right: a code from the app, a backup code or an e-mail. */
export function TwoFactorForm({ onSignedIn, onBack }: TwoFactorFormProps) {
  const [method, setMethod] = useState<Method>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError('Enter the code.');
    setBusy(true);
    setError(null);
    try {
      const body = { code: typed, trustDevice };
      if (method === 'app') await authApi.verifyTotp(body);
      else if (method === 'backup') await authApi.verifyBackupCode(body);
      else await authApi.verifyTwoFactorEmail(body);
      await onSignedIn();
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (next: Method) => {
    setError(null);
    setCode('');
    if (next === 'email') {
      setBusy(true);
      try {
        await authApi.sendTwoFactorEmail();
        void notify('success', 'Code sent', { description: 'Check your inbox for your sign-in code.' });
      } catch (cause) {
        setBusy(false);
        return setError(authErrorMessage(cause));
      }
      setBusy(false);
    }
    setMethod(next);
  };

  const copy = COPY[method];
  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <h2 className="text-lg font-semibold text-indigo-950">Two-step verification</h2>
      <p className="text-sm text-stone-600">{copy.hint}</p>
      <div>
        <label htmlFor="two-factor-code" className="block text-sm font-medium text-indigo-950">
          {copy.label}
        </label>
        <input
          id="two-factor-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode={method === 'backup' ? 'text' : 'numeric'}
          autoComplete={copy.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-factor-error' : undefined}
          className="mt-1.5 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base tracking-widest text-indigo-950 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30"
        />
        {error ? (
          <p id="two-factor-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 accent-teal-700"
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        {method !== 'app' ? (
          <button
            type="button"
            className="font-medium text-teal-700 hover:underline"
            onClick={() => void choose('app')}
          >
            Use my authenticator app
          </button>
        ) : null}
        {method !== 'backup' ? (
          <button
            type="button"
            className="font-medium text-teal-700 hover:underline"
            onClick={() => void choose('backup')}
          >
            Use a backup code
          </button>
        ) : null}
        {method !== 'email' ? (
          <button
            type="button"
            className="font-medium text-teal-700 hover:underline"
            disabled={busy}
            onClick={() => void choose('email')}
          >
            Email me a code instead
          </button>
        ) : null}
      </div>
      <Button variant="outline" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
