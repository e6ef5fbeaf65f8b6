import type { UnsavedAnswers, UnsavedAnswersStore } from './answer-save-queue.ts';

/**
 * Answers not yet on the server, kept in IndexedDB per attempt: they outlive a lost connection, a closed
 * tab or a crashed browser on this device, and are sent when the attempt is opened again.
 */
const DATABASE = 'academy-exams';
const STORE = 'unsaved-answers';

let opened: Promise<IDBDatabase> | undefined;
const database = () => {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
};

const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
};

export const indexedDbUnsavedAnswers: UnsavedAnswersStore = {
  load: (attemptId) =>
    run('readonly', (store) => store.get(attemptId) as IDBRequest<UnsavedAnswers | undefined>),
  keep: async (attemptId, unsaved) => {
    await run('readwrite', (store) => store.put(unsaved, attemptId));
  },
  forget: async (attemptId) => {
    await run('readwrite', (store) => store.delete(attemptId));
  },
};

/** Where IndexedDB is missing (private modes of old browsers, tests): kept for the page's life only. */
export const memoryUnsavedAnswers = (): UnsavedAnswersStore => {
  const kept = new Map<string, UnsavedAnswers>();
  return {
    load: async (attemptId) => kept.get(attemptId),
    keep: async (attemptId, unsaved) => {
      kept.set(attemptId, structuredClone(unsaved));
    },
    forget: async (attemptId) => {
      kept.delete(attemptId);
    },
  };
};

export const unsavedAnswersStore = (): UnsavedAnswersStore =>
  typeof indexedDB === 'undefined' ? memoryUnsavedAnswers() : indexedDbUnsavedAnswers;
