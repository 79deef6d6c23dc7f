import { loadAntdScope } from './load-antd-scope';

/**
 * Short toasts (antd's message) for code that runs before antd has loaded: the header, the home
 * page's search card. The message module is fetched on the first toast, which is usually there
 * already because the page's other blocks brought it.
 */
type Level = 'success' | 'info' | 'warning' | 'error';

async function show(level: Level, content: string) {
  const { message } = await loadAntdScope();
  await message[level](content);
}

export const notify = {
  success: (content: string) => show('success', content),
  info: (content: string) => show('info', content),
  warning: (content: string) => show('warning', content),
  error: (content: string) => show('error', content),
};
