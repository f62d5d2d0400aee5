/**
 * The library module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { libraryRoutes } from './library.routes.ts';
export { seedLibrary } from './library.seed.ts';
export { getResource } from './library.service.ts';
export { TEMPLATES } from './templates/templates.ts';
