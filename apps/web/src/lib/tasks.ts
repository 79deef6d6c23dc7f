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

/**
 * A loader that runs once, in a task of its own. Its first caller (React's `lazy` while it renders
 * a block, or the page starting its blocks after the first paint) only schedules it, so the files
 * and data it asks for never join the caller's task; every call gets the same promise. Each such
 * loader runs in its own task, so a page starting seven of them makes seven short tasks.
 */
export function onceInOwnTask<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= nextTask().then(load));
}
