// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetPasswordForm } from '#client/features/accounts/forms/set-password-form.tsx';
import { SignInForm } from '#client/features/accounts/forms/sign-in-form.tsx';
import { SignUpForm } from '#client/features/accounts/forms/sign-up-form.tsx';
import { renderAt, stubFetch } from '#client/testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the auth forms validate with the shared schemas, in the spec words', () => {
  it('Set New Password: too short, then not matching; nothing is sent', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 500 }));
    renderAt(<SetPasswordForm token="t" onError={() => {}} onDone={() => {}} onInvalidLink={() => {}} />);
    type('New Password', 'short');
    type('Confirm Password', 'short');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');

    type('New Password', 'violet-anchor-93');
    type('Confirm Password', 'violet-anchor-39');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Sign Up: Create Account stays disabled until the terms are accepted', async () => {
    renderAt(<SignUpForm target="/" onError={() => {}} onSignedUp={() => {}} />);
    const create = await screen.findByRole('button', { name: 'Create Account' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
  });

  it('Sign In: Forgot Password? without an address asks for it first', async () => {
    const onError = vi.fn();
    renderAt(
      <SignInForm
        target="/"
        error={null}
        onError={onError}
        onSignedIn={async () => {}}
        onTwoFactor={() => {}}
        onUseEmailCode={() => {}}
        onResetSent={() => {}}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(onError).toHaveBeenCalledWith('Please enter your email address first.');
  });
});
