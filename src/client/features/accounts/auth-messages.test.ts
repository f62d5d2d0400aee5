import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { AUTH_TEXT, authErrorMessage, mentionsEmailConfirmation } from './auth-messages.ts';
import { authTarget } from './auth-target.ts';

describe('authErrorMessage', () => {
  it("shows the provider's message, with the product's mappings", () => {
    expect(
      authErrorMessage(new ApiError('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401)),
    ).toBe('Invalid email or password');
    expect(authErrorMessage(new ApiError('EMAIL_NOT_VERIFIED', 'Email not verified', 403))).toBe(
      AUTH_TEXT.confirmEmail,
    );
    expect(authErrorMessage(new ApiError('x', 'Email not confirmed', 400))).toBe(AUTH_TEXT.confirmEmail);
    expect(authErrorMessage(new ApiError('INVALID_TOKEN', 'Invalid token', 400))).toBe(
      AUTH_TEXT.resetLinkInvalid,
    );
    expect(authErrorMessage(new ApiError('internal', 'boom', 500))).toBe('An unexpected error occurred');
    expect(authErrorMessage(new Error('anything'))).toBe('An unexpected error occurred');
  });

  it('says how long to wait on 429', () => {
    expect(authErrorMessage(new ApiError('http_429', 'Too many requests.', 429, 42))).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(authErrorMessage(new ApiError('http_429', '', 429, 1))).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
  });

  it('offers the resend button only for confirmation errors', () => {
    expect(mentionsEmailConfirmation(AUTH_TEXT.confirmEmail)).toBe(true);
    expect(mentionsEmailConfirmation(AUTH_TEXT.confirmLinkInvalid)).toBe(true);
    expect(mentionsEmailConfirmation('Invalid email or password')).toBe(false);
    expect(mentionsEmailConfirmation(null)).toBe(false);
  });
});

describe('authTarget', () => {
  it('takes the redirect parameter, else the previous location, else /profile', () => {
    expect(authTarget('/library', { from: '/sessions' })).toBe('/library');
    expect(authTarget(null, { from: { pathname: '/sessions', search: '?view=paths' } })).toBe(
      '/sessions?view=paths',
    );
    expect(authTarget(null, { from: '/journal' })).toBe('/journal');
    expect(authTarget(null, null)).toBe('/profile');
    expect(authTarget('//evil.example', { from: '/sessions' })).toBe('/profile');
  });
});
