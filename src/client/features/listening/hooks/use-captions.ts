import { useEffect, useState } from 'react';

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/**
 * Attaches the session's WebVTT captions to the media element as a <track>: shown over a video,
 * hidden (but loaded) under audio, where the transcript lists them. Returns the cues once loaded
 * and the index of the one being spoken.
 */
export function useCaptions(
  media: HTMLMediaElement | null,
  captionsUrl: string | null | undefined,
  showOnVideo: boolean,
) {
  const [cues, setCues] = useState<CaptionCue[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!media || !captionsUrl) return;
    const element = document.createElement('track');
    element.kind = 'captions';
    element.label = 'English';
    element.srclang = 'en';
    element.src = captionsUrl;
    media.appendChild(element);
    const textTrack = element.track;
    textTrack.mode = showOnVideo ? 'showing' : 'hidden';
    const read = () =>
      setCues(
        Array.from(textTrack.cues ?? [], (cue) => ({
          start: cue.startTime,
          end: cue.endTime,
          text: (cue as VTTCue).text,
        })),
      );
    const follow = () => {
      const current = textTrack.activeCues?.[0];
      setActive(current ? Array.from(textTrack.cues ?? []).indexOf(current) : -1);
    };
    element.addEventListener('load', read);
    textTrack.addEventListener('cuechange', follow);
    return () => {
      element.removeEventListener('load', read);
      textTrack.removeEventListener('cuechange', follow);
      element.remove();
      setCues([]);
      setActive(-1);
    };
  }, [media, captionsUrl, showOnVideo]);

  return { cues, active };
}
