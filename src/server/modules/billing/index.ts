/**
 * The billing module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { billingRoutes } from './billing.routes.ts';
export { subscriptionSummary, syncSubscription } from './billing.service.ts';
export { localPaymentPages } from './local-pages.routes.ts';
