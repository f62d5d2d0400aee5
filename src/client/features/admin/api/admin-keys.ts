import type { z } from 'zod';
import type {
  adminAuditQuerySchema,
  adminSessionQuerySchema,
  adminSubscriptionQuerySchema,
  adminUserQuerySchema,
} from '#shared/schemas/admin.ts';

export type SessionQuery = z.input<typeof adminSessionQuerySchema>;
export type UserQuery = z.input<typeof adminUserQuerySchema>;
export type SubscriptionQuery = z.input<typeof adminSubscriptionQuerySchema>;
export type AuditQuery = z.input<typeof adminAuditQuerySchema>;

/** Query keys of the admin console; a write invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  sessions: (query: SessionQuery) => [...adminKeys.all, 'sessions', query] as const,
  session: (id: string) => [...adminKeys.all, 'session', id] as const,
  paths: () => [...adminKeys.all, 'paths'] as const,
  users: (query: UserQuery) => [...adminKeys.all, 'users', query] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  subscriptions: (query: SubscriptionQuery) => [...adminKeys.all, 'subscriptions', query] as const,
  audit: (query: AuditQuery) => [...adminKeys.all, 'audit', query] as const,
  advisors: () => [...adminKeys.all, 'advisors'] as const,
  editorAdvisors: () => [...adminKeys.all, 'editor-advisors'] as const,
  news: () => [...adminKeys.all, 'news'] as const,
  newsPost: (id: string) => [...adminKeys.all, 'news', id] as const,
  library: () => [...adminKeys.all, 'library'] as const,
  resource: (id: string) => [...adminKeys.all, 'library', id] as const,
  prompts: () => [...adminKeys.all, 'prompts'] as const,
  contact: (query: object) => [...adminKeys.all, 'contact', query] as const,
};
