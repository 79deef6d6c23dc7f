import { createElement, use, useSyncExternalStore, type ComponentType } from 'react';

/** How many lazily loaded components' code is on its way, for the navigation bar. */
let inFlight = 0;
const listeners = new Set<() => void>();
// Told after the current task: a load starts while the router renders the next page, and
// React refuses updates to one component while it renders another.
const setInFlight = (change: number) => {
  inFlight += change;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether some page's (or layout's) code is still downloading. */
export const useCodeLoading = () =>
  useSyncExternalStore(
    subscribe,
    () => inFlight > 0,
    () => false,
  );

export interface LazyComponent<P extends object> {
  /** Renders the component, suspending while its code loads. */
  Component: ComponentType<P>;
  /** Starts loading the code (once; again after a failure), e.g. beside the page's other code. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is split off and loaded on first use, like React's `lazy`, except that
 * once the code is there it renders at once: a page preloaded before the first render (the home
 * page over its prerendered first screen) never shows a spinner. After a failed load, the next
 * navigation to it fetches again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (loading && !failed) return loading;
    failed = false;
    setInFlight(1);
    loading = load().then(
      (component) => {
        setInFlight(-1);
        return (loaded = component);
      },
      (error: unknown) => {
        setInFlight(-1);
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    // A render reads the failed attempt as it is (React shows the error boundary); only a new
    // navigation, through preload, tries again.
    return createElement(loaded ?? use(loading ?? preload()), props);
  }
  return { Component: Lazy, preload };
}
