/**
 * Sends each chosen answer to the server soon after it is chosen (debounced), one save at a time. A save
 * carries a sequence number above any the attempt has seen and at least the server-clock time since the
 * attempt started (in tenths of a second), so per question the latest choice wins on the server however
 * saves arrive: retries, an offline queue, or another tab counting on its own. A save the network lost is sent again with the
 * same sequence (the server ignores a repeat); while offline, what is not yet saved is kept in `store`
 * (IndexedDB in the browser) and sent when the connection returns or the page is opened again.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

export interface AnswerSave {
  sequence: number;
  answers: { questionId: number; selectedOptionId: number }[];
}

/** What is not on the server yet: the save being sent and the answers chosen since. */
export interface UnsavedAnswers {
  inFlight: AnswerSave | null;
  pending: Record<number, number>;
  lastSequence: number;
}

export interface UnsavedAnswersStore {
  load(attemptId: string): Promise<UnsavedAnswers | undefined>;
  keep(attemptId: string, unsaved: UnsavedAnswers): Promise<void>;
  forget(attemptId: string): Promise<void>;
}

/** How a save ended: saved (with the server's highest sequence), unreachable, or refused for good. */
export type SendResult =
  | { outcome: 'saved'; lastSequence: number }
  | { outcome: 'unreachable' }
  | { outcome: 'refused'; message: string };

export const SAVE_DEBOUNCE_MS = 800;
export const RETRY_MS = 3_000;

export interface AnswerSaveQueue {
  choose(questionId: number, optionId: number): void;
  /** Sends what is waiting now; resolves when nothing is (or the server cannot be reached). */
  flush(): Promise<void>;
  /** Answers not on the server yet, to show over the server's after a resume. */
  unsaved(): Record<number, number>;
  status(): SaveStatus;
  refusal(): string | null;
  stop(): void;
}

export function createAnswerSaveQueue(options: {
  attemptId: string;
  /** The highest sequence the server has for this attempt (another tab may have saved). */
  lastSequence: number;
  send: (save: AnswerSave) => Promise<SendResult>;
  store: UnsavedAnswersStore;
  onChange: () => void;
  restored?: UnsavedAnswers;
  /** The lowest sequence a new save may take now: tenths of a second since the start, on the server's clock. */
  sequenceFloor?: () => number;
  debounceMs?: number;
  retryMs?: number;
}): AnswerSaveQueue {
  const { attemptId, send, store } = options;
  let lastSequence = Math.max(options.lastSequence, options.restored?.lastSequence ?? 0);
  let inFlight: AnswerSave | null = options.restored?.inFlight ?? null;
  let pending: Record<number, number> = { ...options.restored?.pending };
  let status: SaveStatus = 'idle';
  let refusal: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;
  let stopped = false;

  const setStatus = (next: SaveStatus) => {
    status = next;
    options.onChange();
  };
  const persist = () =>
    inFlight || Object.keys(pending).length > 0
      ? store.keep(attemptId, { inFlight, pending, lastSequence })
      : store.forget(attemptId);
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void flush(), ms);
  };

  const sendAll = async () => {
    for (;;) {
      if (!inFlight) {
        const answers = Object.entries(pending).map(([questionId, selectedOptionId]) => ({
          questionId: Number(questionId),
          selectedOptionId,
        }));
        if (answers.length === 0) break;
        lastSequence = Math.max(lastSequence + 1, options.sequenceFloor?.() ?? 0);
        inFlight = { sequence: lastSequence, answers };
        pending = {};
      }
      await persist().catch(() => undefined);
      setStatus('saving');
      const result = await send(inFlight);
      if (result.outcome === 'unreachable') {
        setStatus('offline');
        schedule(options.retryMs ?? RETRY_MS);
        return;
      }
      inFlight = null;
      if (result.outcome === 'refused') {
        pending = {};
        refusal = result.message;
        await persist().catch(() => undefined);
        setStatus('refused');
        return;
      }
      lastSequence = Math.max(lastSequence, result.lastSequence);
      await persist().catch(() => undefined);
      setStatus('saved');
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    sending ??= sendAll().finally(() => {
      sending = null;
      // An answer chosen just as the last save ended is sent too.
      if (Object.keys(pending).length > 0 && status !== 'offline') schedule(0);
    });
    return sending;
  };

  if (inFlight || Object.keys(pending).length > 0) schedule(0);

  return {
    choose(questionId, optionId) {
      pending = { ...pending, [questionId]: optionId };
      void persist().catch(() => undefined);
      // While a save is on its way the next one waits for it; while offline the retry timer sends it.
      if (status === 'offline') return options.onChange();
      setStatus('saving'); // from the choice on: not saved until the server says so
      schedule(options.debounceMs ?? SAVE_DEBOUNCE_MS);
    },
    flush,
    unsaved: () => ({
      ...Object.fromEntries((inFlight?.answers ?? []).map((a) => [a.questionId, a.selectedOptionId])),
      ...pending,
    }),
    status: () => status,
    refusal: () => refusal,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
