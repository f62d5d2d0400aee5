/**
 * The admin module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { adminRoutes } from './admin.routes.ts';
export { adminEditorRoutes } from './editors.routes.ts';
export { adminPeopleRoutes } from './people.routes.ts';
