/**
 * Journal drafts kept on this device until the server has them: what is being written (autosaved as
 * it is typed) and entries saved while offline, each with its recording. They live in IndexedDB,
 * keyed by the user and the entry's client-made id, so one person's drafts are never shown to another
 * who signs in on the same browser, and signing out removes them.
 *
 * The store is an interface with two adapters: the browser's IndexedDB, and an in-memory one for
 * tests (happy-dom has no IndexedDB) and for browsers where IndexedDB is unavailable (private modes).
 */

export interface Draft {
  /** The entry's id, made here (`crypto.randomUUID()`), so a resent create is the same entry. */
  id: string;
  userId: string;
  text: string;
  mood: number | null;
  tags: string[];
  sessionId: string | null;
  sessionTitle: string | null;
  prompt: string | null;
  aiOptOut: boolean;
  /** A transcript typed or heard by the browser's speech recognition while recording. */
  transcript: string;
  audio: Blob | null;
  /** When the recording was made, for the entry's `writtenAt`. */
  writtenAt: string;
  /**
   * `editing`: the compose form's autosave. `pending`: saved by the person, waiting to be sent.
   * `refused`: the server refused it (too large, wrong type, too long); `error` says why.
   */
  status: 'editing' | 'pending' | 'refused';
  /** The server already has the entry itself; what remains is its recording (and transcript). */
  created: boolean;
  error: string | null;
  updatedAt: string;
}

export interface DraftStore {
  put(draft: Draft): Promise<void>;
  get(userId: string, id: string): Promise<Draft | undefined>;
  /** The user's drafts, oldest first. */
  list(userId: string): Promise<Draft[]>;
  remove(userId: string, id: string): Promise<void>;
  removeAll(userId: string): Promise<void>;
}

const byAge = (a: Draft, b: Draft) => a.writtenAt.localeCompare(b.writtenAt);
const keyOf = (userId: string, id: string) => `${userId}\u0000${id}`;
/** A copy, as IndexedDB's structured clone would make (the recording Blob is immutable and shared). */
const copy = (draft: Draft): Draft => ({ ...draft, tags: [...draft.tags] });

/** Drafts in memory: the adapter of the tests, and the fallback where IndexedDB cannot be opened. */
export function memoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    put: (draft) => {
      drafts.set(keyOf(draft.userId, draft.id), copy(draft));
      return Promise.resolve();
    },
    get: (userId, id) => {
      const draft = drafts.get(keyOf(userId, id));
      return Promise.resolve(draft ? copy(draft) : undefined);
    },
    list: (userId) =>
      Promise.resolve(
        [...drafts.values()]
          .filter((d) => d.userId === userId)
          .map(copy)
          .sort(byAge),
      ),
    remove: (userId, id) => {
      drafts.delete(keyOf(userId, id));
      return Promise.resolve();
    },
    removeAll: (userId) => {
      for (const [key, draft] of drafts) if (draft.userId === userId) drafts.delete(key);
      return Promise.resolve();
    },
  };
}

const DB_NAME = 'founder-flow-journal';
const STORE = 'drafts';

function promised<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    const store = req.result.createObjectStore(STORE, { keyPath: ['userId', 'id'] });
    store.createIndex('userId', 'userId');
  };
  return promised(req);
}

/** Resolves once a write is committed (a request's success alone is not yet on disk). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && 'id' in value && 'userId' in value;

/** Drafts in the browser's IndexedDB (raw API: one object store keyed by [userId, id]). */
export function indexedDbDraftStore(factory: IDBFactory): DraftStore {
  let db: Promise<IDBDatabase> | null = null;
  const transaction = async (mode: IDBTransactionMode) => {
    db ??= openDatabase(factory);
    return (await db).transaction(STORE, mode);
  };
  const write = async (change: (drafts: IDBObjectStore) => void) => {
    const tx = await transaction('readwrite');
    change(tx.objectStore(STORE));
    await committed(tx);
  };
  const read = async () => (await transaction('readonly')).objectStore(STORE);
  return {
    put: (draft) => write((drafts) => drafts.put(draft)),
    get: async (userId, id) => {
      const value: unknown = await promised((await read()).get([userId, id]));
      return isDraft(value) ? value : undefined;
    },
    list: async (userId) => {
      const values: unknown[] = await promised((await read()).index('userId').getAll(userId));
      return values.filter(isDraft).sort(byAge);
    },
    remove: (userId, id) => write((drafts) => drafts.delete([userId, id])),
    removeAll: async (userId) => {
      const tx = await transaction('readwrite');
      const drafts = tx.objectStore(STORE);
      const keys = await promised(drafts.index('userId').getAllKeys(userId));
      for (const key of keys) drafts.delete(key);
      await committed(tx);
    },
  };
}

let shared: DraftStore | null = null;

/** The page's store: IndexedDB where the browser has it, memory otherwise. */
export function draftStore(): DraftStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore(indexedDB);
  return shared;
}

/** A new, empty draft for `userId`. */
export function newDraft(userId: string, fields: Partial<Draft> = {}): Draft {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    userId,
    text: '',
    mood: null,
    tags: [],
    sessionId: null,
    sessionTitle: null,
    prompt: null,
    aiOptOut: false,
    transcript: '',
    audio: null,
    writtenAt: now,
    status: 'editing',
    created: false,
    error: null,
    updatedAt: now,
    ...fields,
  };
}

/** A draft with something in it worth keeping. */
export const hasContent = (draft: Draft) =>
  draft.text.trim() !== '' ||
  draft.mood !== null ||
  draft.tags.length > 0 ||
  draft.audio !== null ||
  draft.transcript.trim() !== '';
