/** Timings of the activity log (customer-site.md §9). */
export const FIRST_FLUSH_MS = 2000;
export const RETRY_MS = 5000;

export interface LogAction {
  type: string;
  at: string;
  [key: string]: unknown;
}

/** Sends one batch; `first` is true until a batch has been accepted (POST), then PUT. Resolves ok. */
export type SendBatch = (actions: LogAction[], first: boolean) => Promise<boolean>;

export interface LogBatcher {
  push(action: LogAction): void;
  stop(): void;
}

/**
 * Collects actions and sends them in batches: the first flush 2 s after the first action, later
 * flushes 2 s after new actions; a failed batch is kept and retried after 5 s.
 */
export function createLogBatcher(send: SendBatch): LogBatcher {
  let queue: LogAction[] = [];
  let first = true;
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    // flush never rejects (a failed send is caught and retried), so nothing waits for it.
    timer ??= setTimeout(() => void flush(), ms);
  };

  async function flush() {
    timer = undefined;
    if (sending || queue.length === 0) return;
    sending = true;
    const batch = queue;
    queue = [];
    const ok = await send(batch, first).catch(() => false);
    sending = false;
    if (ok) {
      first = false;
      if (queue.length > 0) schedule(FIRST_FLUSH_MS);
    } else {
      queue = [...batch, ...queue];
      schedule(RETRY_MS);
    }
  }

  return {
    push(action) {
      queue.push(action);
      schedule(FIRST_FLUSH_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
