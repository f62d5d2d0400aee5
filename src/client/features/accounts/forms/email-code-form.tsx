import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';
import { emailOnlySchema } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '../auth-messages.ts';

type EmailCodeFormProps = { initialEmail: string; onSignedIn: () => Promise<void>; onBack: () => void };

const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-indigo-950 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm';

/** Passwordless sign-in: a 6-digit code by e-mail instead of the password. */
export function EmailCodeForm({ initialEmail, onSignedIn, onBack }: EmailCodeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
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

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    // Spec §5: one-time-code sign-in needs the e-mail address.
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    void run(async () => {
      await authApi.sendSignInCode({ email: parsed.data.email });
      setSentTo(parsed.data.email);
      setCode('');
      void notify('success', 'Code sent', { description: 'Check your inbox for your sign-in code.' });
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from the e-mail.');
    void run(async () => {
      await authApi.signInWithCode({ email: sentTo, otp: code.trim() });
      await onSignedIn();
    });
  };

  const errorLine = error ? (
    <p role="alert" className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-indigo-950">Sign in with a code</h2>
      {sentTo === null ? (
        <form noValidate onSubmit={send} className="space-y-4">
          <p className="text-sm text-stone-600">We will e-mail you a 6-digit code. No password needed.</p>
          <div>
            <label htmlFor="code-email" className="block text-sm font-medium text-indigo-950">
              Email
            </label>
            <input
              id="code-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
            {errorLine}
          </div>
          <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-4">
          <p className="text-sm text-stone-600">
            If {sentTo} has an account, a code is on its way. It works once, for 5 minutes.
          </p>
          <div>
            <label htmlFor="email-code" className="block text-sm font-medium text-indigo-950">
              Code from the e-mail
            </label>
            <input
              id="email-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={`${inputClass} tracking-widest`}
            />
            {errorLine}
          </div>
          <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
          <button
            type="button"
            className="w-full text-sm font-medium text-teal-700 hover:underline"
            disabled={busy}
            onClick={() => send()}
          >
            Send a new code
          </button>
        </form>
      )}
      <Button variant="outline" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  );
}
