/**
 * Splits a paragraph into sentences for synthesis and captions: after . ! ? or … (with any closing
 * quote or bracket) when the next word starts like a sentence. Short forms that end in a dot
 * (Dr. Mr. e.g.) do not end a sentence.
 */
const SHORT_FORMS = /(?:^|\s)(?:Dr|Mr|Mrs|Ms|St|vs|etc|e\.g|i\.e|No)\.$/i;

export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  const boundary = /[.!?…]+["”’')\]]*\s+(?=["“‘(]?[A-Z0-9])/g;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (SHORT_FORMS.test(candidate)) continue;
    sentences.push(candidate.trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** What the synthesisers are given: typographic punctuation they mispronounce made plain. */
export function speakable(sentence: string): string {
  return sentence
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*[—–]\s*/g, ', ')
    .replace(/…/g, '...');
}
