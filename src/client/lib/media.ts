/** Pauses every audio and video element on the page; spec §2 stops all playback on route changes. */
export function stopAllMedia(root: ParentNode = document): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (!media.paused) media.pause();
  }
}
