import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { journalKeys } from './journal-keys.ts';
import { askOwl } from './owl-stream.ts';

/**
 * Asking the Owl: the reply arrives piece by piece in `streamed` while the stream is open; once the
 * stored message comes the conversation (and the entry's message count) is fetched again.
 */
export function useAskOwl(userId: string, entryId: string | null) {
  const queryClient = useQueryClient();
  const [streamed, setStreamed] = useState('');
  const mutation = useMutation({
    mutationFn: (message: string) => {
      setStreamed('');
      return askOwl({ entryId, message, onDelta: (text) => setStreamed((s) => s + text) });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: journalKeys.owl(userId, entryId) });
      if (entryId) await queryClient.invalidateQueries({ queryKey: journalKeys.entries(userId) });
      setStreamed('');
    },
  });
  return { ...mutation, streamed };
}
