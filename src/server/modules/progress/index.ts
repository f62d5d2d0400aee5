/**
 * The progress module's front door: what the app, the jobs, the scripts and other modules may use.
 * Everything else in this folder is the module's own; import it from here, never by file.
 */
export { awardBadges, awardDeckBadges, awardJournalBadges } from './badges.service.ts';
export { progressRoutes } from './progress.routes.ts';
export { reminderPages } from './reminder-pages.ts';
export { REMINDER_QUEUE, reminderJob, scheduleReminders } from './reminders.service.ts';
export { assertDatabaseKnowsZone, localToday, streakFrom, streakState } from './streak.service.ts';
export { dateOfDay, dayNumber } from './streak.ts';
