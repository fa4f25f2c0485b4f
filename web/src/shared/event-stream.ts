/** One server-sent event: its name ('message' when unnamed) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives: chunks may split an event anywhere; comment lines
 * (heartbeats) are skipped. Feed it chunks, it returns the events they completed.
 */
export function eventStreamReader(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: StreamEvent[] = [];
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || line === '') continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}
