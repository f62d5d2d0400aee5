/**
 * The listening module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { favoritesRoutes } from './favorites.routes.ts';
export { listeningRoutes } from './listening.routes.ts';
export { startSessionHistory } from './play.service.ts';
export { LISTENED_SLACK_SECONDS } from './progress.service.ts';
export { ratingsRoutes } from './ratings.routes.ts';
