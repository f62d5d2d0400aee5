/**
 * The media module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { toArtwork } from './artwork.ts';
export type { Artwork } from './artwork.ts';
export { mediaRoutes } from './media.routes.ts';
