import { analyseText } from './analyse.ts';
import type { JournalThemeId } from '#shared/journal-themes.ts';

const GOAL_PREFIX = /^goal:\s*/i;
/** Goals kept as "Goal: hire a CTO" read naturally as "your goal to hire a CTO" when they start with a verb. */
const STARTS_WITH_VERB =
  /^(be|become|build|close|hire|raise|reach|launch|ship|find|get|grow|hit|make|sign|sleep|take|learn|spend|stop|start|land|win|double|keep|move|run|sell|cut|exercise|finish|write|quit|lead|pay|save|travel|go)\b/i;

function phrase(fact: string): string {
  if (GOAL_PREFIX.test(fact)) {
    const goal = fact.replace(GOAL_PREFIX, '').replace(/[.!]+$/, '');
    return STARTS_WITH_VERB.test(goal)
      ? `You mentioned your goal to ${goal.charAt(0).toLowerCase()}${goal.slice(1)}.`
      : `You mentioned your goal: ${goal}.`;
  }
  return `You shared earlier: “${fact.replace(/[.!]+$/, '')}”.`;
}

/**
 * A line that brings back something the user asked the Owl to remember, when it relates to what
 * they are writing about now; null when nothing relates or an earlier Owl turn already used it.
 */
export function memoryLine(input: {
  memory: readonly string[];
  themes: readonly JournalThemeId[];
  keywords: readonly string[];
  used: readonly string[];
}): string | null {
  for (const fact of input.memory) {
    const about = analyseText(fact);
    const related =
      about.themes.some((theme) => input.themes.includes(theme)) ||
      about.keywords.some((keyword) => input.keywords.includes(keyword));
    if (!related) continue;
    const line = phrase(fact);
    if (!input.used.some((text) => text.includes(line))) return line;
  }
  return null;
}
