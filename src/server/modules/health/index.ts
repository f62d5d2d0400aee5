/**
 * The health module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { healthRoutes } from './health.routes.ts';
export { probeRoutes, readiness } from './probes.routes.ts';
