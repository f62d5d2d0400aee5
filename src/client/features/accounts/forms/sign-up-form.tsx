import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { signUpSchema, type SignUpInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '../auth-messages.ts';
import { confirmationCallback } from '../auth-target.ts';
import { FormField } from './form-field.tsx';

type SignUpFormProps = {
  target: string;
  onError: (message: string | null) => void;
  onSignedUp: (email: string) => void;
};

const legalLink = 'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800';

/** Spec §2's Sign Up tab; 'Create Account' stays disabled until the terms are accepted. */
export function SignUpForm({ target, onError, onSignedUp }: SignUpFormProps) {
  const termsId = useId();
  const [busy, setBusy] = useState(false);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', terms: false },
  });
  const { errors } = form.formState;
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setBusy(true);
    onError(null);
    try {
      await authApi.signUp({ name, email, password, callbackURL: confirmationCallback(target) });
      void notifyAuth(
        'success',
        'Account created successfully!',
        'Please check your email to verify your account.',
      );
      onSignedUp(email);
    } catch (cause) {
      onError(authErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        label="Full Name"
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-teal-700"
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            {...form.register('terms')}
          />
          <label htmlFor={termsId} className="text-sm leading-relaxed text-stone-700">
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener noreferrer" className={legalLink}>
              Terms &amp; Conditions
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener noreferrer" className={legalLink}>
              Privacy Policy
            </a>
          </label>
        </div>
        {errors.terms?.message && (
          <p id={`${termsId}-error`} className="mt-1.5 text-sm text-red-700">
            {errors.terms.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={!termsAccepted || busy} aria-busy={busy}>
        {busy ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
