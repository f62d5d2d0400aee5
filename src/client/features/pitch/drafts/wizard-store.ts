/**
 * Wizard answers kept on this device as they are typed, so a reload, a crash or a lost connection
 * loses nothing; the server gets them when it can be reached (see use-wizard-draft.ts). Kept in
 * IndexedDB under the user's id, so one person's answers are never shown to another who signs in
 * on the same browser, and signing out removes them (sign-out.ts). Memory where IndexedDB is missing.
 */

export interface WizardDraft {
  /** Made here; one draft per deck being written. */
  id: string;
  userId: string;
  framework: string | null;
  title: string;
  /** Answer text by question key. */
  answers: Record<string, string>;
  /** The server's deck once it has been created from this draft. */
  deckId: string | null;
  /** Whether everything in this draft has reached the server. */
  synced: boolean;
  updatedAt: string;
}

export interface WizardStore {
  put(draft: WizardDraft): Promise<void>;
  /** The user's drafts, most recently changed first. */
  list(userId: string): Promise<WizardDraft[]>;
  remove(userId: string, id: string): Promise<void>;
  removeAll(userId: string): Promise<void>;
}

const newestFirst = (a: WizardDraft, b: WizardDraft) => b.updatedAt.localeCompare(a.updatedAt);
const copy = (draft: WizardDraft): WizardDraft => ({ ...draft, answers: { ...draft.answers } });

export function memoryWizardStore(): WizardStore {
  const drafts = new Map<string, WizardDraft>();
  const key = (userId: string, id: string) => `${userId}\u0000${id}`;
  return {
    put: (draft) => {
      drafts.set(key(draft.userId, draft.id), copy(draft));
      return Promise.resolve();
    },
    list: (userId) =>
      Promise.resolve(
        [...drafts.values()]
          .filter((d) => d.userId === userId)
          .map(copy)
          .sort(newestFirst),
      ),
    remove: (userId, id) => {
      drafts.delete(key(userId, id));
      return Promise.resolve();
    },
    removeAll: (userId) => {
      for (const [k, d] of drafts) if (d.userId === userId) drafts.delete(k);
      return Promise.resolve();
    },
  };
}

const DB_NAME = 'founder-flow-pitch';
const STORE = 'wizard-drafts';

function promised<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once a write is committed (a request's success alone is not yet on disk). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

const isDraft = (value: unknown): value is WizardDraft =>
  typeof value === 'object' && value !== null && 'id' in value && 'userId' in value && 'answers' in value;

export function indexedDbWizardStore(factory: IDBFactory): WizardStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: ['userId', 'id'] });
      store.createIndex('userId', 'userId');
    };
    return promised(req);
  };
  const transaction = async (mode: IDBTransactionMode) => {
    db ??= open();
    return (await db).transaction(STORE, mode);
  };
  const write = async (change: (drafts: IDBObjectStore) => void) => {
    const tx = await transaction('readwrite');
    change(tx.objectStore(STORE));
    await committed(tx);
  };
  return {
    put: (draft) => write((drafts) => drafts.put(draft)),
    list: async (userId) => {
      const store = (await transaction('readonly')).objectStore(STORE);
      const values: unknown[] = await promised(store.index('userId').getAll(userId));
      return values.filter(isDraft).sort(newestFirst);
    },
    remove: (userId, id) => write((drafts) => drafts.delete([userId, id])),
    removeAll: async (userId) => {
      const tx = await transaction('readwrite');
      const drafts = tx.objectStore(STORE);
      for (const key of await promised(drafts.index('userId').getAllKeys(userId))) drafts.delete(key);
      await committed(tx);
    },
  };
}

let shared: WizardStore | null = null;

/** The page's store: IndexedDB where the browser has it, memory otherwise (private modes, tests). */
export function wizardStore(): WizardStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryWizardStore() : indexedDbWizardStore(indexedDB);
  return shared;
}

export function newWizardDraft(userId: string): WizardDraft {
  return {
    id: crypto.randomUUID(),
    userId,
    framework: null,
    title: '',
    answers: {},
    deckId: null,
    synced: true,
    updatedAt: new Date().toISOString(),
  };
}

/** A draft with something typed in it, worth keeping and warning about on sign-out. */
export const hasAnswers = (draft: WizardDraft) =>
  draft.title.trim() !== '' || Object.values(draft.answers).some((a) => a.trim() !== '');
