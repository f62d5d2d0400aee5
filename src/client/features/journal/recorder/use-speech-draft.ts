import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (not in TypeScript's DOM library). */
interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
      }) => void)
    | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type Recognition = new () => SpeechRecognitionLike;

const isRecognition = (value: unknown): value is Recognition => typeof value === 'function';

function recognitionClass(): Recognition | null {
  if (typeof window === 'undefined') return null;
  const found: unknown =
    Reflect.get(window, 'SpeechRecognition') ?? Reflect.get(window, 'webkitSpeechRecognition');
  return isRecognition(found) ? found : null;
}

/**
 * A live draft transcript from the browser's speech recognition while recording, where the browser
 * has it: final phrases are added to the transcript (which the person can edit), the phrase being
 * heard shows as `interim`. Where it is missing or fails, nothing happens; the server can transcribe.
 */
export function useSpeechDraft(onPhrase: (text: string) => void) {
  const [interim, setInterim] = useState('');
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const phrase = useRef(onPhrase);
  useEffect(() => {
    phrase.current = onPhrase;
  });

  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition || recognition.current) return;
    try {
      const r = new Recognition();
      r.continuous = true;
      r.interimResults = true;
      r.lang = navigator.language || 'en-US';
      r.onresult = (event) => {
        let heard = '';
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i];
          if (!result) continue;
          if (result.isFinal) phrase.current(result[0].transcript.trim());
          else heard += result[0].transcript;
        }
        setInterim(heard);
      };
      r.onerror = () => undefined;
      r.onend = () => {
        recognition.current = null;
        setListening(false);
        setInterim('');
      };
      r.start();
      recognition.current = r;
      setListening(true);
    } catch {
      recognition.current = null;
    }
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);
  useEffect(() => () => recognition.current?.stop(), []);

  return { supported: recognitionClass() !== null, listening, interim, start, stop };
}
