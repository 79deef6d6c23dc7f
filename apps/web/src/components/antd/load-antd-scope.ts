import antdCssHref from './antd.css?url';

/**
 * antd's styles, written ahead of time (theme.ts runs antd without its style engine). They go
 * first in the head, where antd's engine put its styles, so the site's own rules still win where
 * the two are equally specific.
 */
let styles: Promise<unknown> | undefined;
function loadAntdStyles() {
  styles ??= new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdCssHref;
    link.onload = settle;
    link.onerror = settle;
    document.head.prepend(link);
  });
  return styles;
}

/**
 * The antd scope's module (theme, locale, message) together with antd's styles: every way into
 * antd goes through here, so no antd block renders before its styles are there.
 */
export async function loadAntdScope() {
  const [scope] = await Promise.all([import('./antd-scope'), loadAntdStyles()]);
  return scope;
}
