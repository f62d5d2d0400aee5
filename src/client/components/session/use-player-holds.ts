import { usePlayer } from '#client/entities/player/player-store.ts';

/**
 * Whether the player holds this session and plays it ('playing', also while it loads) or is paused
 * on it; null otherwise (another session, none, or this one ended or failed).
 */
export function usePlayerHolds(sessionId: string): 'playing' | 'paused' | null {
  return usePlayer((state) => {
    if (state.track?.sessionId !== sessionId) return null;
    if (state.status === 'playing' || state.status === 'loading') return 'playing';
    return state.status === 'paused' ? 'paused' : null;
  });
}
