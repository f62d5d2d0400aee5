/**
 * The journal module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { writeJournal } from './export.service.ts';
export { journalRoutes } from './journal.routes.ts';
export { owlRoutes } from './owl.routes.ts';
export { bankEntries } from './prompts/bank-edits.ts';
export type { BankEntry } from './prompts/bank-edits.ts';
export { TRANSCRIBE_QUEUE, transcriptionJob } from './transcription.service.ts';
