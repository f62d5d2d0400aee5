import { describe, expect, it } from 'vitest';
import { memoryDraftStore, newDraft } from './draft-store.ts';

// happy-dom has no IndexedDB: the store's contract is tested on the in-memory adapter, and the
// IndexedDB adapter in Chromium by tests/e2e/journal.spec.ts (a draft survives a reload).
describe('the drafts store', () => {
  it('saves, lists oldest first by user, replaces by id and removes', async () => {
    const store = memoryDraftStore();
    const later = newDraft('u1', { text: 'later', writtenAt: '2026-03-02T10:00:00.000Z' });
    const earlier = newDraft('u1', { text: 'earlier', writtenAt: '2026-03-01T10:00:00.000Z' });
    const someoneElse = newDraft('u2', { text: 'not yours' });
    await store.put(later);
    await store.put(earlier);
    await store.put(someoneElse);

    expect((await store.list('u1')).map((d) => d.text)).toEqual(['earlier', 'later']);
    await store.put({ ...later, text: 'later, edited', mood: 4 });
    expect(await store.get('u1', later.id)).toMatchObject({ text: 'later, edited', mood: 4 });
    expect(await store.get('u2', later.id)).toBeUndefined();

    await store.remove('u1', earlier.id);
    expect((await store.list('u1')).map((d) => d.text)).toEqual(['later, edited']);
  });

  it('keeps a recording and removes only the signed-out user’s drafts', async () => {
    const store = memoryDraftStore();
    const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });
    await store.put(newDraft('u1', { audio }));
    await store.put(newDraft('u1'));
    await store.put(newDraft('u2', { text: 'kept' }));
    expect((await store.list('u1'))[0]?.audio?.size).toBe(3);

    await store.removeAll('u1');
    expect(await store.list('u1')).toEqual([]);
    expect((await store.list('u2')).map((d) => d.text)).toEqual(['kept']);
  });

  it('hands out copies, so a caller cannot change a stored draft in place', async () => {
    const store = memoryDraftStore();
    const draft = newDraft('u1', { tags: ['focus'] });
    await store.put(draft);
    draft.tags.push('changed');
    const read = await store.get('u1', draft.id);
    read?.tags.push('changed too');
    expect((await store.get('u1', draft.id))?.tags).toEqual(['focus']);
  });
});
