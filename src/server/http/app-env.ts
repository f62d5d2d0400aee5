import type { AppDeps, CurrentUser } from '#server/deps.ts';

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** Resolved on first use so that public routes never pay for a session lookup. */
    currentUser: () => Promise<CurrentUser | null>;
  };
};
