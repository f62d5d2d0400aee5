/** The /auth page's forms: one chunk, loaded by the route (see ../auth-forms-loader.ts). */
export { AuthTabs } from './auth-tabs.tsx';
export { SetPasswordForm } from './set-password-form.tsx';
export { SignInForm } from './sign-in-form.tsx';
export { SignUpForm } from './sign-up-form.tsx';
export { TwoFactorForm } from './two-factor-form.tsx';
export { EmailCodeForm } from './email-code-form.tsx';
export { ProviderButtons } from './provider-buttons.tsx';
