/**
 * The accounts module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { accountsRoutes } from './accounts.routes.ts';
export { withSquareWebp } from './avatar.service.ts';
export { devicesRoutes } from './devices.routes.ts';
export { emailChangeRoutes } from './email-change.routes.ts';
export { signInMethodsRoutes } from './sign-in-methods.routes.ts';
