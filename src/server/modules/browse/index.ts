/**
 * The browse module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { browseRoutes } from './browse.routes.ts';
export { dailyPick } from './daily-pick.service.ts';
export { firstSessionFor } from './recommendations.service.ts';
