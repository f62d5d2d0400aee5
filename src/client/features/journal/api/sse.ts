/** One server-sent event: its name (`message` when none is given) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A parser for `text/event-stream` (the WHATWG rules that matter here): fed text as it arrives, in
 * chunks that may split a line or a CRLF anywhere, it calls `onEvent` for each complete event.
 * Comment lines (`:`) and unknown fields are ignored; an event without data is not dispatched.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const fieldName = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (fieldName === 'event') name = value;
    else if (fieldName === 'data') data.push(value);
  };

  const drain = (final: boolean) => {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (!final && buffer[end] === '\r' && end === buffer.length - 1) break;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      drain(false);
    },
    /** The stream ended: a last line without its line break still counts, an unfinished event does not. */
    end() {
      drain(true);
      buffer = '';
      name = '';
      data = [];
    },
  };
}
