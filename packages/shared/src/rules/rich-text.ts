/**
 * What the rich text of notices, activities, announcements and terms may hold (docs/rules.md,
 * "Rich text"): the server keeps only this when it stores content, and the browser cleans again by
 * the same lists before anything reaches innerHTML. Any other element is unwrapped (its text kept);
 * scripts, styles, frames and forms go with everything inside them.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
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
];

/**
 * Attributes kept, by element; `*` on every element. No style, class or event handler. A link with a
 * target opens its own window and never hands it ours (rel="noopener noreferrer", set on both sides).
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/**
 * The schemes a link may use besides a site path or an anchor (a hotline as tel:), and those of an
 * image besides a site path. Never javascript:, data:, vbscript: or a protocol-relative //host.
 */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
export const RICH_TEXT_IMAGE_SCHEMES: readonly string[] = ['https'];
