/**
 * Main-thread work cut into tasks of its own (docs/web.md, "Rules of the app's start"): between
 * them the browser paints and answers the passenger, and no task grows long enough to block a
 * phone.
 */

/**
 * Resolves in a new task. A message channel rather than a timer: timers are clamped and throttled,
 * and a test clock that holds timers must not hold the page's start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Runs each job in a task of its own, in order; the function returned cancels those not yet run. */
export function oneTaskEach(jobs: readonly (() => unknown)[]): () => void {
  let cancelled = false;
  void (async () => {
    for (const job of jobs) {
      await nextTask();
      if (cancelled) return;
      job();
    }
  })();
  return () => {
    cancelled = true;
  };
}
