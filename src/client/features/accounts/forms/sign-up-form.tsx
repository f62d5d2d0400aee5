import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { CheckboxField, TextField } from '#client/components/ui/form-fields.tsx';
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
    <Form
      schema={signUpSchema}
      defaultValues={{ name: '', email: '', password: '', terms: false }}
      onSubmit={(input) => signUp.mutate(input)}
      pending={signUp.isPending}
      className="space-y-4"
    >
      <TextField name="name" label="Full Name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" />
      <CheckboxField
        name="terms"
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
      <CreateAccountButton />
    </Form>
  );
}

/** 'Create Account' waits for the terms to be accepted. */
function CreateAccountButton() {
  const termsAccepted = useWatch<SignUpInput, 'terms'>({ name: 'terms' });
  return (
    <SubmitButton className="w-full" disabled={!termsAccepted} pendingLabel="Creating account…">
      Create Account
    </SubmitButton>
  );
}
