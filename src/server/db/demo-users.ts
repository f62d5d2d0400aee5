/** Development demo accounts; listed in the README and printed at start. Never created in production. */
export const DEMO_USERS = [
  {
    name: 'Ada Admin',
    email: 'admin@demo.founderflow.app',
    password: 'flow-admin-2026',
    role: 'admin',
    subscribed: true,
  },
  {
    name: 'Sam Subscriber',
    email: 'subscriber@demo.founderflow.app',
    password: 'flow-premium-2026',
    role: 'user',
    subscribed: true,
  },
  {
    name: 'Fran Free',
    email: 'free@demo.founderflow.app',
    password: 'flow-free-2026',
    role: 'user',
    subscribed: false,
  },
] as const;
