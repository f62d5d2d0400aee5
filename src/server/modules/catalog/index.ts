/**
 * The catalog module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { catalogRoutes } from './catalog.routes.ts';
export { getAdvisor, getPath, getSessionDetail } from './catalog.service.ts';
export { pathCatalogue, pathsVersion, pathsWithHistory } from './path-catalogue.ts';
export type { PathCatalogue } from './path-catalogue.ts';
export { toPathSummary } from './path-progress.ts';
export type { PathProgressRow } from './path-progress.ts';
export {
  activeSession,
  avatarUrl,
  cardColumns,
  cardJson,
  cardJsonWithoutPaths,
  cardsVersion,
  toCard,
} from './session-card.ts';
export type { CardRow } from './session-card.ts';
export { anyWordQuery, matchesQuery, prefixQuery } from './session-search.ts';
