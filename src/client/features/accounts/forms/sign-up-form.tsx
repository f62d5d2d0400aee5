import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';
import { authApi } from '#client/lib/auth-client.ts';
import { notifyAuth } from '#client/lib/notify.ts';
import { signUpSchema, type SignUpInput } from '#shared/schemas/accounts.ts';
import { authErrorMessage } from '#client/features/accounts/auth-messages.ts';
import { confirmationCallback } from '#client/features/accounts/auth-target.ts';

type SignUpFormProps = {
  target: string;
  onError: (message: string | null) => void;
  onSignedUp: (email: string) => void;
};

const legalLink = 'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800';

/** The product's Sign Up tab; 'Create Account' stays disabled until the terms are accepted. */
export function SignUpForm({ target, onError, onSignedUp }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', terms: false },
  });
  const { errors } = form.formState;
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });
  const signUp = useMutation({
    mutationFn: ({ name, email, password }: SignUpInput) =>
      authApi.signUp({ name, email, password, callbackURL: confirmationCallback(target) }),
    onMutate: () => onError(null),
    onSuccess: (_, { email }) => {
      void notifyAuth(
        'success',
        'Account created successfully!',
        'Please check your email to verify your account.',
      );
      onSignedUp(email);
    },
    onError: (cause) => onError(authErrorMessage(cause)),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((input) => signUp.mutate(input))} className="space-y-4">
      <Field label="Full Name" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <CheckboxField
        {...form.register('terms')}
        error={errors.terms?.message}
        label={
          <>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noopener noreferrer" className={legalLink}>
              Terms &amp; Conditions
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener noreferrer" className={legalLink}>
              Privacy Policy
            </a>
          </>
        }
      />
      <Button
        type="submit"
        className="w-full"
        disabled={!termsAccepted || signUp.isPending}
        aria-busy={signUp.isPending}
      >
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
