import { expect, test } from './fixtures.ts';
import { freshEmail, mailLink, signInThroughPage, signUpThroughPage } from './accounts-support.ts';
import { PHONE, signIn } from './support.ts';

const PASSWORD = 'amber-compass-62';

for (const [size, options] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`accounts on ${size}`, () => {
    test.use(options);

    test('sign up, confirm from the mail, sign in and land on the redirect target', async ({ page }) => {
      const email = freshEmail(`signup-${size}`);
      await page.goto('/auth?tab=signup&redirect=/library');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
      const terms = panel.getByRole('link', { name: 'Terms & Conditions' });
      await expect(terms).toHaveAttribute('target', '_blank');
      await expect(terms).toHaveAttribute('href', '/terms');
      await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

      await signUpThroughPage(page, { name: 'Page Founder', email, password: PASSWORD });
      await expect(page.getByText('Account created successfully!')).toBeVisible();
      await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      const { mail, link } = await mailLink(page.request, email);
      expect(mail.subject).toBe('Confirm your email for Founder Flow');
      // The link signs the new account in and goes on to where the sign-up started.
      await page.goto(link);
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByText('Email confirmed')).toBeVisible();
      await expect(page.getByRole('link', { name: /Your profile \(Page Founder\)/ })).toBeVisible();
    });

    test('forgot password: mail, set a new one, sign in with it', async ({ page }) => {
      const email = freshEmail(`reset-${size}`);
      await page.goto('/auth?tab=signup');
      await signUpThroughPage(page, { name: 'Reset Founder', email, password: PASSWORD });
      // Confirming signs this browser in; the reset is asked for signed out, as someone who forgot would.
      await page.request.get((await mailLink(page.request, email)).link, { maxRedirects: 0 });
      await page.context().clearCookies();
      await page.goto('/auth');

      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter your email address first.');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('heading', { name: 'Password reset email sent!' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('Password reset email sent', { exact: true })).toBeVisible();

      await page.goto((await mailLink(page.request, email, 2)).link);
      await expect(page).toHaveURL(/\/auth\?reset_password=true&token=/);
      await expect(page.getByText('Reset your password to continue')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
      await page.getByLabel('New Password').fill('short');
      await page.getByLabel('Confirm Password').fill('other');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
      await page.getByLabel('New Password').fill('violet-anchor-93');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm Password').fill('violet-anchor-93');
      await page.getByRole('button', { name: 'Reset Password' }).click();

      await expect(page.getByText('Password reset successful')).toBeVisible();
      await expect(page.getByText('You can now sign in with your new password.')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await signInThroughPage(page, email, PASSWORD);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await signInThroughPage(page, email, 'violet-anchor-93');
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
}

test('an unconfirmed address gets the spec message and can resend the confirmation', async ({ page }) => {
  const email = freshEmail('unconfirmed');
  await page.goto('/auth?tab=signup');
  await signUpThroughPage(page, { name: 'Waiting Founder', email, password: PASSWORD });
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toHaveCount(0);

  await signInThroughPage(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  );
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(page.getByText('Confirmation email sent')).toBeVisible();
  await expect(
    page.getByText('Please check your inbox and spam folder for the confirmation link.'),
  ).toBeVisible();
  const { mail } = await mailLink(page.request, email, 2);
  expect(mail.subject).toBe('Confirm your email for Founder Flow');
});

test('wrong password, sign-up validation and a clear wait message on 429', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText('You must provide either an email or phone number and a password.'),
  ).toBeVisible();
  await signInThroughPage(page, 'free@demo.founderflow.app', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '7' },
      json: { message: 'Too many requests. Please try again later.' },
    }),
  );
  await signInThroughPage(page, 'free@demo.founderflow.app', 'flow-free-2026');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait 7 seconds and try again.');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Common Password');
  await page.getByLabel('Email').fill(freshEmail('common'));
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most commonly used passwords');
});

test('an invalid reset link says so, and Back to Sign In clears the reset mode', async ({ page }) => {
  await page.goto('/auth?reset_password=true');
  await expect(page.getByRole('alert')).toHaveText(
    'Your password reset link has expired or is invalid. Please request a new one.',
  );
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toHaveCount(0);

  await page.goto('/auth?reset_password=true&token=not-a-real-token');
  await page.getByLabel('New Password').fill('violet-anchor-93');
  await page.getByLabel('Confirm Password').fill('violet-anchor-93');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your password reset link has expired or is invalid. Please request a new one.',
  );
  await page.goto('/auth?reset_password=true&token=not-a-real-token&redirect=/library');
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flibrary$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Sign in to continue your coaching journey')).toBeVisible();
});

test('a signed-in user on /auth goes to the target, and never off this site', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'free');
  for (const [redirect, landing] of [
    ['/library', /\/library$/],
    ['/', /\/profile$/],
    ['//evil.example', /\/profile$/],
    ['https://evil.example', /\/profile$/],
    ['/\\evil.example', /\/profile$/],
  ] as const) {
    await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
    await expect(page).toHaveURL(landing);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  }
});

test('sign-in from a page keeps the redirect through the form, and sign-out clears the app state', async ({
  page,
}) => {
  await page.goto('/auth?redirect=https://evil.example');
  await signInThroughPage(page, 'free@demo.founderflow.app', 'flow-free-2026');
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Startup Advisor in Your Pocket' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});
