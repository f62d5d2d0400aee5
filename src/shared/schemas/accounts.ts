import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { reauthSchema } from '#shared/schemas/devices.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

/** The product's messages, word for word, and the few the spec leaves to us. */
export const AUTH_MESSAGES = {
  credentialsRequired: 'You must provide either an email or phone number and a password.',
  termsRequired: 'You must accept the terms and conditions to create an account.',
  emailFirst: 'Please enter your email address first.',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Please enter your full name.',
} as const;

/** Refused by the server wherever a password is set (the 10,000 most common passwords). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords and is easy to guess. Please choose a different one.';

/**
 * The account's name wherever it is set: sign-up, the profile and Better Auth's own update-user, so
 * that no way round leaves a longer or odder name than the profile form allows.
 */
export const accountNameSchema = safeText(100, { trim: true }).min(1, AUTH_MESSAGES.nameRequired);

/** An uploaded picture of the user (`PUT /api/me/avatar`): at most this many bytes, JPEG, PNG or WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A picture of the user: a web address, or one of the app's own media paths; bounded either way. */
export const avatarImageSchema = z.union([
  z.url({ protocol: /^https?$/ }).max(2048),
  z
    .string()
    .max(2048)
    .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/),
]);

const email = z.string().trim().min(1, AUTH_MESSAGES.emailFirst).pipe(z.email(AUTH_MESSAGES.emailInvalid));
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** Both fields or the one message; a malformed address is named as such. */
function requireCredentials(value: { email: string; password: string }, ctx: z.RefinementCtx) {
  if (!value.email || !value.password) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.credentialsRequired, path: ['password'] });
  } else if (!z.email().safeParse(value.email).success) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.emailInvalid, path: ['email'] });
  }
}

export const signInSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine(requireCredentials);
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: accountNameSchema,
    email: z.string().trim(),
    password: z.string(),
    terms: z.boolean().refine((accepted) => accepted, AUTH_MESSAGES.termsRequired),
  })
  .superRefine((value, ctx) => {
    requireCredentials(value, ctx);
    if (!value.password) return;
    const issue = newPassword.safeParse(value.password).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Forgot password and resend confirmation: the address alone. */
export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The account page's password change: the current one (re-authentication), then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** An IANA time zone name this runtime knows ('Europe/Berlin'); the server also checks its database knows it. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone);
    } catch {
      return false;
    }
  }, 'Not a known time zone');

/** Body of `PATCH /api/me/profile`: what a user may change of their profile, nothing else (strict). */
export const profileUpdateSchema = z
  .object({
    name: accountNameSchema,
    avatarUrl: z.union([z.literal(''), avatarImageSchema]),
    /** The browser's zone; the days that count toward a streak are dates in it. */
    timeZone: timeZoneSchema,
    onboardingCompleted: z.boolean(),
    goals: z.array(safeText(100, { trim: true }).min(1)).max(20),
    preferences: z
      .record(safeText(50), z.union([safeText(500), z.number(), z.boolean(), z.null()]))
      .refine((p) => Object.keys(p).length <= 50, 'At most 50 preferences'),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The caller's profile: the stored fields, plus the derived `username` and `fullName`. */
export const profileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().describe('Empty when the user has none'),
    totalSessionsCompleted: z.number().int(),
    totalMinutes: z.number().int(),
    streakDays: z.number().int().describe('Current streak in days (freezes cover missed days)'),
    timeZone: z.string().nullable().describe('Null until the browser first reports it; UTC meanwhile'),
    onboardingCompleted: z.boolean(),
    goals: z.array(z.string()),
    preferences: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
    username: z.string().describe('The name, else the e-mail address'),
    fullName: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Body of `POST /api/me/email`: the new address, and the password when the sign-in is not fresh. */
export const emailChangeSchema = z
  .object({
    newEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
    password: reauthSchema.shape.password,
  })
  .strict();

export const IDENTITY_PROVIDER_IDS = ['oidc', 'google', 'github'] as const;

export const identityProviderSchema = z
  .object({ id: z.enum(IDENTITY_PROVIDER_IDS), name: z.string() })
  .meta({ id: 'IdentityProvider' });
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProvidersSchema = z
  .object({ providers: z.array(identityProviderSchema) })
  .meta({ id: 'IdentityProviders' });

/** Asked for by the address change: a link goes to the new address, nothing changes until it is opened. */
export const emailChangeSentSchema = z.object({ sent: z.literal(true) }).meta({ id: 'EmailChangeSent' });
