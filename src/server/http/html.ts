/** Text made safe for HTML content and quoted attributes, for the few pages the server renders. */
export const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
