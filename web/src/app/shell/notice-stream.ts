import { NOTICE_EVENTS_PATH } from '@crossbay/contract/notices';
import { APP_REQUEST_HEADER } from '@crossbay/contract/session-cookie';
import { createParser } from 'eventsource-parser';

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows the buyer's notice stream (`GET /api/notice/events`) until `signal` aborts, calling `onNotice` for each
 * new notice. A stream that breaks (the phone changed networks, a server restarted) is opened again after a
 * growing wait and asks for what came after the last notice it had (Last-Event-ID), so none is missed. A fetch,
 * not an EventSource: it carries the app's header, as every other call does (the session is the HttpOnly cookie).
 */
export async function followNotices(signal: AbortSignal, onNotice: () => void): Promise<void> {
  let lastId = 0;
  let wait = FIRST_WAIT_MS;
  while (!signal.aborted) {
    try {
      const response = await fetch(
        `${import.meta.env.VITE_API_BASE_URL || '/'}${NOTICE_EVENTS_PATH.slice(1)}`,
        {
          headers: {
            [APP_REQUEST_HEADER]: '1',
            accept: 'text/event-stream',
            ...(lastId > 0 ? { 'last-event-id': String(lastId) } : {}),
          },
          cache: 'no-store',
          signal,
        },
      );
      // A session that ended is the app's own requests' to tell; 204 is the server saying "no stream here", on
      // which an EventSource stops too. Either way the stream stops.
      if (response.status === 401 || response.status === 204) return;
      if (response.ok && response.body) {
        wait = FIRST_WAIT_MS;
        const parser = createParser({
          onEvent(event) {
            if (event.event !== 'notice') return;
            if (event.id) lastId = Number(event.id);
            onNotice();
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      // Aborted, or the network broke: the loop decides.
    }
    if (signal.aborted) return;
    await pause(wait, signal);
    wait = Math.min(LONGEST_WAIT_MS, wait * 2);
  }
}
