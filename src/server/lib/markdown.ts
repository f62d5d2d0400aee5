import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown of the library and the news, as HTML a page may insert: markdown-it with raw HTML off
 * (a `<script>` in the source comes out as text), then an allowlist of tags and attributes as a
 * second line of defence, so a later change of renderer options cannot let markup through. Links
 * keep http(s), mailto and same-site paths; external ones open safely.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // A heading of the source sits under the page's own h1: `#` becomes h2 and so on.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
        };
      },
    },
  });
}

/** Reading time at 220 words a minute, never under one minute. */
export const readMinutes = (text: string) => Math.max(1, Math.ceil((text.match(/\S+/g)?.length ?? 0) / 220));
