import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@jc/shared/rules/rich-text';
import { isExternalUrl } from './urls';

/**
 * Defence in depth for the rich content of notices, activities and announcements. The server
 * sanitises what it stores; the browser cleans again before it hands anything to innerHTML, so a
 * stored script, an event handler or a javascript: link never runs even if the server's cleaning
 * were bypassed (an old row, a proxy, a bug). It keeps what the shared rule allows, as the server
 * does (packages/shared/src/rules/rich-text.ts), without a dependency: the content is parsed by
 * DOMParser into an inert document, where scripts do not run and images do not load.
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
const KEEP = new Set(RICH_TEXT_TAGS);
const GLOBAL_ATTRIBUTES = new Set(RICH_TEXT_ATTRIBUTES['*']);
const ELEMENT_ATTRIBUTES = new Map(
  Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, new Set(names)]),
);

/** Site paths, anchors and the shared rule's schemes; never javascript:, data: or vbscript:. */
const SAFE_HREF = new RegExp(`^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|\\/(?!\\/)|#)`, 'i');
/** Images from the site itself or over the shared rule's schemes (https). */
const SAFE_SRC = new RegExp(`^(?:(?:${RICH_TEXT_IMAGE_SCHEMES.join('|')}):|\\/(?!\\/))`, 'i');

function cleanAttributes(element: Element, tag: string) {
  const allowed = ELEMENT_ATTRIBUTES.get(tag);
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
  if (tag === 'a' && (element.hasAttribute('target') || isExternalUrl(element.getAttribute('href') ?? ''))) {
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
