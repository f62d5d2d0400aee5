/** Pauses every audio and video element on the page; every route change stops all playback. */
export function stopAllMedia(root: ParentNode = document): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (!media.paused) media.pause();
  }
}
