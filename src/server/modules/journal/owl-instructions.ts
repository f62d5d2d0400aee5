import type { ChatTurn } from '#server/integrations/ai/chat-model.ts';
import { CRISIS_RESOURCES_LINE } from './owl/offline-owl.ts';

/** What a configured model is told about its part, once per conversation turn. */
const ROLE = `You are the AI Owl, the journaling companion in Founder Flow, an app that coaches startup founders with short audio sessions.
Help the founder reflect: mirror back something specific they wrote, notice patterns, and ask exactly one open follow-up question.
Keep replies short: two to four brief paragraphs of plain text, no Markdown, no lists.
You are not a doctor, lawyer, accountant or financial adviser: never give medical, legal, tax or investment advice; say so briefly and suggest a professional, then still ask a reflective question.
If the founder signals distress or thoughts of self-harm, respond with warmth, do not ask probing questions, and include this line verbatim: ${CRISIS_RESOURCES_LINE}`;

export type OwlPromptInput = {
  entry: {
    text: string;
    transcript: string;
    mood: number | null;
    tags: string[];
    prompt: string | null;
    sessionTitle: string | null;
  } | null;
  memory: string[];
  suggestion: { title: string } | null;
  history: { role: 'user' | 'owl'; text: string }[];
  message: string;
};

/**
 * The system text and messages sent to a model. Only this goes out: the entry being discussed (never
 * one kept away from AI — the caller refuses those), the conversation, and the Owl memory list as
 * the user sees it. No other entry and nothing about the account.
 */
export function modelPrompt(input: OwlPromptInput): { system: string; messages: ChatTurn[] } {
  const parts = [ROLE];
  if (input.memory.length) {
    parts.push(`What the founder lets you remember:\n${input.memory.map((m) => `- ${m}`).join('\n')}`);
  }
  const entry = input.entry;
  if (entry) {
    const details = [
      entry.sessionTitle ? `Written after the session “${entry.sessionTitle}”.` : '',
      entry.prompt ? `Prompt: ${entry.prompt}` : '',
      entry.mood ? `Mood: ${entry.mood} of 5.` : '',
      entry.tags.length ? `Tags: ${entry.tags.join(', ')}.` : '',
      `Entry:\n${entry.text}`,
      entry.transcript ? `Voice note transcript:\n${entry.transcript}` : '',
    ].filter(Boolean);
    parts.push(`The journal entry you are discussing:\n${details.join('\n')}`);
  }
  if (input.suggestion) {
    parts.push(
      `If it fits, you may suggest the Founder Flow session “${input.suggestion.title}” in one sentence (the app links it).`,
    );
  }
  const messages: ChatTurn[] = input.history.map((turn) => ({
    role: turn.role === 'owl' ? 'assistant' : 'user',
    content: turn.text,
  }));
  messages.push({
    role: 'user',
    content: input.message || 'Please reflect on this entry and ask me one question about it.',
  });
  return { system: parts.join('\n\n'), messages };
}
