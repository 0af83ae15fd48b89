/**
 * The HTTP server's requests reach the app in turns: at most REQUESTS_PER_TURN start between two passes
 * of the event loop's check phase, first come first served; the rest wait for the next pass. In between,
 * the loop reads its sockets, the database's answers and its timers.
 *
 * Without turns, one pass of the loop started every request that had arrived since the last: under a
 * crowd of 200 connections, 40-70 ms of work in a row, during which nothing else ran. The database's
 * answers waited behind it (on PGlite, a transaction held the one backend while its next statement
 * waited), and so did a health check, which a load balancer takes for a dead server.
 *
 * Health checks (`GET /healthz`) never wait: they touch nothing and must say the process is alive.
 * Requests made inside the process (`app.inject`, a page render's reads) do not come through here.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * How many requests may start in one pass of the event loop. A crowd's request costs the server's
 * thread 0.05-0.4 ms; 16 keep a pass, with the database's answers it also reads, to a few milliseconds.
 */
export const REQUESTS_PER_TURN = 16;

const isHealthCheck = (request: IncomingMessage) =>
  request.method === 'GET' && (request.url === '/healthz' || request.url?.startsWith('/healthz?') === true);

export function inTurns(handle: RequestListener, perTurn = REQUESTS_PER_TURN): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let next = 0;
  let startedThisPass = 0;
  let passScheduled = false;

  const start = (request: IncomingMessage, response: ServerResponse) => {
    startedThisPass += 1;
    handle(request, response);
  };

  const newPass = () => {
    passScheduled = false;
    startedThisPass = 0;
    while (startedThisPass < perTurn && next < waiting.length) {
      const [request, response] = waiting[next] as [IncomingMessage, ServerResponse];
      waiting[next] = undefined as never;
      next += 1;
      // A client that gave up while it waited: nobody would read the answer.
      if (request.socket.destroyed) continue;
      start(request, response);
    }
    if (next === waiting.length) {
      waiting.length = 0;
      next = 0;
    } else {
      schedulePass();
    }
  };

  function schedulePass() {
    if (passScheduled) return;
    passScheduled = true;
    setImmediate(newPass);
  }

  return (request, response) => {
    if (isHealthCheck(request)) {
      handle(request, response);
      return;
    }
    schedulePass();
    if (next === waiting.length && startedThisPass < perTurn) start(request, response);
    else waiting.push([request, response]);
  };
}
