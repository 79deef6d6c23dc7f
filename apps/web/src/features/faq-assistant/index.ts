import { lazy } from 'react';

/*
 * The FAQ assistant's entry. The home page's panel loads on demand, so importing this file costs
 * the home page nothing. The FAQ page's body is a plain re-export: /faq is its own route, so it
 * comes with that page's code, and a `lazy` here would put its list of files into every page
 * that imports this entry.
 */

/** The home page's online assistant panel: chat, suggestions, answers, trip cards, the FAQ list. */
export const AssistantPanel = lazy(() => import('./components/assistant-panel'));

/** The full FAQ page body: categories, search and answers (built with antd). */
export { default as FaqBrowser } from './components/faq-browser';
