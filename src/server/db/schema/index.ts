export * from './auth.ts';
export * from './accounts.ts';
export * from './catalog.ts';
export * from './listening.ts';
export * from './browse.ts';
export * from './billing.ts';
export * from './idempotency.ts';
export * from './pages.ts';
