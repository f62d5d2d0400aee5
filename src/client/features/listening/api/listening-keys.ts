export const listeningKeys = {
  all: ['listening'] as const,
  /** One play request per opening of the player (`openCount`), never shared between openings. */
  playback: (sessionId: string, openCount: number) =>
    [...listeningKeys.all, 'playback', sessionId, openCount] as const,
  /** The grant looked up ahead of Listen (GET …/play), per listener. */
  playAhead: (sessionId: string, userId: string | null) =>
    [...listeningKeys.all, 'play-ahead', sessionId, userId] as const,
  /** A path's sessions in order, for up next. */
  path: (pathId: string) => [...listeningKeys.all, 'path', pathId] as const,
};
