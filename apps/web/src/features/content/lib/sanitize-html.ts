import { isExternalUrl } from './urls';

/**
 * Defence in depth for the rich content of notices, activities and announcements. The server
 * sanitises what it stores; the browser cleans again before it hands anything to innerHTML, so a
 * stored script, an event handler or a javascript: link never runs even if the server's cleaning
 * were bypassed (an old row, a proxy, a bug). Allow-list based and dependency-free: the content is
 * parsed by DOMParser into an inert document, where scripts do not run and images do not load.
 */

/** Elements removed together with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'title',
  'head',
]);

/** Elements kept as they are (with their allowed attributes); any other is unwrapped. */
const KEEP = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);
const ELEMENT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};

/** Site paths, anchors and web, mail and phone addresses; never javascript:, data: or vbscript:. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Images from the site itself or over https. */
const SAFE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;

function cleanAttributes(element: Element, tag: string) {
  const allowed = ELEMENT_ATTRIBUTES[tag];
  for (const { name, value } of Array.from(element.attributes)) {
    const keep = GLOBAL_ATTRIBUTES.has(name) || (allowed?.has(name) ?? false);
    // Control characters and whitespace inside a scheme ("java\nscript:") are stripped before the
    // test, as browsers ignore them when they read the URL.
    // eslint-disable-next-line no-control-regex
    const compact = value.replace(/[\u0000-\u0020]/g, '');
    if (!keep) element.removeAttribute(name);
    else if (name === 'href' && !SAFE_HREF.test(compact)) element.removeAttribute(name);
    else if (name === 'src' && !SAFE_SRC.test(compact)) element.removeAttribute(name);
  }
  if (tag === 'a' && isExternalUrl(element.getAttribute('href') ?? '')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img') {
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  }
}

function cleanChildren(parent: Node) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    if (DROP.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (KEEP.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...Array.from(element.childNodes));
  }
}

/** The HTML with only allowed elements, attributes and URLs left; plain text stays text. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
