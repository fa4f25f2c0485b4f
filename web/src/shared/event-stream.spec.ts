import { eventStreamReader } from './event-stream';

describe('event stream reader', () => {
  it('returns events as chunks complete them, whatever the chunk boundaries, skipping heartbeats', () => {
    const read = eventStreamReader();
    expect(read(': connected\n\nevent: mov')).toEqual([]);
    expect(read('ed\ndata: {"position":"7","collections":["orders"]}\n')).toEqual([]);
    expect(read('\n: keep-alive\n\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { event: 'moved', data: '{"position":"7","collections":["orders"]}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });
});
