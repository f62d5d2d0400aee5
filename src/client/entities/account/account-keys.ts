/**
 * Query keys of the account pages. The user's own live under `me`: signing out clears them with
 * everything else of this user.
 */
export const accountKeys = {
  mine: (userId: string) => ['me', 'account', userId] as const,
  profile: (userId: string) => [...accountKeys.mine(userId), 'profile'] as const,
  devices: (userId: string) => [...accountKeys.mine(userId), 'devices'] as const,
  linked: (userId: string) => [...accountKeys.mine(userId), 'linked'] as const,
  /** The server's identity providers: the same for everyone. */
  signInMethods: () => ['accounts', 'sign-in-methods'] as const,
};
