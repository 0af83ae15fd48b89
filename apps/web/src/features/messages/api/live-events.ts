import {
  countUnread,
  getAllUsersByClubForMessage,
  getMessages,
  getUsersByMessage,
  MESSAGE_EVENTS_PATH,
} from '@club/shared/api/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetAnswersOf } from '../../../lib/calls.ts';
import { currentAlias } from '../../../lib/club-alias.ts';
import { readToken } from '../../../lib/session.ts';

/** Every read of the messaging screens: what a new message may change. */
const forgetMessages = (queryClient: QueryClient) =>
  forgetAnswersOf(queryClient, countUnread, getUsersByMessage, getMessages, getAllUsersByClubForMessage);

/** Wait before connecting again after the stream broke (server restart, network change). */
const RECONNECT_MS = 3000;

type StreamEvent = { event: string; data: string };

/**
 * Reads a server-sent event stream with fetch (EventSource cannot send the Authorization header, and
 * the token must not travel in a URL). Resolves when the server closes it.
 */
async function readEvents(
  token: string,
  signal: AbortSignal,
  onOpen: () => void,
  onEvent: (event: StreamEvent) => void,
) {
  const response = await fetch(MESSAGE_EVENTS_PATH, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream: HTTP ${response.status}`);
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) onEvent({ event, data: data ?? '' });
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * While the member is signed in, keeps a live stream of their message events open and refreshes the
 * messaging queries when one arrives, so new messages and the unread badge appear without reloading.
 * The server keeps a few streams per member and closes the oldest with `event: replaced`: that tab
 * waits until it is shown again before reconnecting, so many open tabs do not keep replacing each other.
 */
export function useMessageEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let replaced = false;
    const connectWhenShown = () => {
      if (document.visibilityState !== 'visible' || !replaced) return;
      replaced = false;
      connect();
    };
    const connect = () => {
      const token = readToken(currentAlias());
      if (!token) return;
      readEvents(
        token,
        controller.signal,
        // Whatever happened while not connected is reloaded once the stream is open.
        () => forgetMessages(queryClient),
        ({ event }) => {
          if (event === 'replaced') replaced = true;
          if (event === 'message') void forgetMessages(queryClient);
          if (event === 'read') void forgetAnswersOf(queryClient, countUnread, getUsersByMessage);
        },
      )
        .catch(() => {})
        .finally(() => {
          if (!controller.signal.aborted && !replaced) timer = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    document.addEventListener('visibilitychange', connectWhenShown);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', connectWhenShown);
    };
  }, [enabled, queryClient]);
}
