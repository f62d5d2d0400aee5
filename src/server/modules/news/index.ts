/**
 * The news module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { newsFeedRoutes } from './news-feed.ts';
export { newsRoutes } from './news.routes.ts';
export { COVER_SIZE, seedNews } from './news.seed.ts';
export { getNewsPost, listNews } from './news.service.ts';
