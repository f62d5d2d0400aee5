import { describe, expect, it } from 'vitest';
import { parseWebVtt, toWebVtt } from './captions.ts';
import { splitSentences } from './sentences.ts';

describe('sentences', () => {
  it('splits after sentence ends, keeping closing quotes and short forms', () => {
    expect(splitSentences('Breathe in. Hold. "Out," he said. Then rest!  Ask Dr. Reyes? Yes…  Go.')).toEqual([
      'Breathe in.',
      'Hold.',
      '"Out," he said.',
      'Then rest!',
      'Ask Dr. Reyes?',
      'Yes…',
      'Go.',
    ]);
  });

  it('keeps a sentence whole when the next word is lower case or a number follows a dot', () => {
    expect(splitSentences('It costs 2.5 million. and then some')).toEqual(['It costs 2.5 million. and then some']);
  });
});

describe('WebVTT', () => {
  const cues = [
    { start: 3.2, end: 5.125, text: 'Welcome <back> & breathe.' },
    { start: 3725.5, end: 3726, text: 'An hour in --> still here.' },
  ];

  it('writes cues that read back with the same times and text', () => {
    const vtt = toWebVtt(cues);
    expect(vtt).toContain('00:00:03.200 --> 00:00:05.125');
    expect(vtt).toContain('01:02:05.500 --> 01:02:06.000');
    expect(vtt).not.toContain('<back>');
    const read = parseWebVtt(vtt);
    expect(read.map((c) => [c.start, c.end])).toEqual(cues.map((c) => [c.start, c.end]));
    expect(read[1]!.text).toBe('An hour in → still here.');
  });

  it('refuses files that are not WebVTT or whose cues run backwards', () => {
    expect(() => parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nHi')).toThrow(/WEBVTT/);
    expect(() => parseWebVtt('WEBVTT\n\n1\n00:00:02.000 --> 00:00:01.000\nHi')).toThrow(/ends before/);
    expect(() => parseWebVtt('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n')).toThrow(/no text/);
  });
});
