/**
 * Text made safe for HTML content and quoted attributes (&, <, >, " and ' as numeric references):
 * the one escaper for the pages and mails the server renders.
 */
export const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
