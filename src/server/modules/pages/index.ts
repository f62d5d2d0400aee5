/**
 * The pages module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { contactRoutes } from './contact.routes.ts';
export { wheelOfLifeRoutes } from './wheel-of-life.routes.ts';
