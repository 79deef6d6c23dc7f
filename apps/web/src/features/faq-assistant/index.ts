import { lazy } from 'react';

/*
 * The FAQ assistant's entry. Both parts load on demand so that importing this file costs the
 * importing page nothing: the home page opens the panel only when asked, /faq is its own route.
 */

/** The home page's online assistant panel: chat, suggestions, answers, trip cards, the FAQ list. */
export const AssistantPanel = lazy(() => import('./components/assistant-panel'));

/** The full FAQ page body: categories, search and answers (built with antd). */
export const FaqBrowser = lazy(() => import('./components/faq-browser'));
