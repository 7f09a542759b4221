import http from 'node:http';

/** One server-sent event as the stream wrote it (a heartbeat comment is `{ event: 'comment' }`). */
export interface SseEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads GET /api/stream over fetch, as the app does: `next(match)` waits for the next event (of those not yet
 * taken) that matches, at most `timeoutMs`.
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
  timeoutMs = 5000,
): Promise<{
  status: number;
  events: SseEvent[];
  next(match?: (e: SseEvent) => boolean): Promise<SseEvent>;
  close(): void;
}> {
  const events: SseEvent[] = [];
  let taken = 0;
  const wakers = new Set<() => void>();
  // a connection of its own (no agent): closing the stream closes it, and nothing stays pooled
  const { request, response } = await new Promise<{ request: http.ClientRequest; response: http.IncomingMessage }>(
    (resolve, reject) => {
      const request = http.get(url, { headers, agent: false }, (response) => resolve({ request, response }));
      request.on('error', reject);
    },
  );
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      events.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      wakers.forEach((wake) => wake());
    }
  });
  response.on('error', () => {}); // closed by the test
  return {
    status: response.statusCode ?? 0,
    events,
    next(match = () => true) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          wakers.delete(look);
          reject(new Error(`no matching event in ${timeoutMs} ms; had ${JSON.stringify(events.slice(taken))}`));
        }, timeoutMs);
        function look() {
          for (let i = taken; i < events.length; i++) {
            if (!match(events[i]!)) continue;
            taken = i + 1;
            clearTimeout(timer);
            wakers.delete(look);
            resolve(events[i]!);
            return;
          }
        }
        wakers.add(look);
        look();
      });
    },
    close: () => request.destroy(),
  };
}

function parseFrame(frame: string): SseEvent {
  const result: SseEvent = { event: 'message', data: {} };
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) result.event = 'comment';
    else if (line.startsWith('id: ')) result.id = line.slice(4);
    else if (line.startsWith('event: ')) result.event = line.slice(7);
    else if (line.startsWith('data: ')) result.data = JSON.parse(line.slice(6)) as Record<string, unknown>;
  }
  return result;
}
