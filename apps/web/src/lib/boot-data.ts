/**
 * Answers the server wrote into the page it served (apps/server/src/modules/content/home-html.ts),
 * so the first render need not wait for their calls. Read once; absent on every page but home.
 */
let boot: Record<string, unknown> | undefined;

export function bootData<T>(name: string): T | undefined {
  if (!boot) {
    try {
      boot = JSON.parse(document.getElementById('jc-boot')?.textContent ?? '{}') as Record<string, unknown>;
    } catch {
      boot = {};
    }
  }
  return boot[name] as T | undefined;
}
