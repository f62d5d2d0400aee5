/**
 * The pitch module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { deckToPdf } from './export/pdf.ts';
export { deckToPptx } from './export/pptx.ts';
export { pitchRoutes } from './pitch.routes.ts';
export { sharedDeckCard } from './share.service.ts';
