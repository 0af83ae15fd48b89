/**
 * The failover drill's crowd: a fixed number of workers, each sending one request after another through
 * nginx until the time is up, recording every request's outcome, latency and the process that answered
 * (nginx's X-Upstream header), and every acknowledged comment's id and unique text.
 */
import http from 'node:http';
import { nextMixRequest } from './crowd-mix.ts';
import type { CrowdTargets } from './crowd-setup.ts';

/** How a request ended: 'ok' (2xx), the app's own 4xx answer, or one of the ways a failover shows. */
export type Outcome =
  | 'ok'
  | '4xx'
  | '502'
  | 'other 5xx'
  | 'connection reset'
  | 'connection refused'
  | 'timeout'
  | 'other error';

export const FAILURES: readonly Outcome[] = [
  'connection reset',
  'connection refused',
  '502',
  'other 5xx',
  'timeout',
  'other error',
];

export interface RequestRecord {
  method: 'GET' | 'POST';
  write: boolean;
  /** Milliseconds since the run started. */
  startedMs: number;
  endedMs: number;
  outcome: Outcome;
  status: number;
  /** nginx's $upstream_addr: the processes tried in turn ("127.0.0.1:3601, 127.0.0.1:3602" if passed on). */
  upstream: string;
}

export interface AcknowledgedWrite {
  id: number;
  text: string;
}

export interface CrowdOptions {
  port: number;
  host: string;
  connections: number;
  durationMs: number;
  /** Keeps the crowd going past `durationMs` until it settles, never past `maxDurationMs`. */
  holdOpen?: Promise<unknown>;
  maxDurationMs?: number;
  /** Share of requests that are comments (the rest: crowd-mix.ts's reads). */
  writeShare: number;
  timeoutMs: number;
  /** At most this many requests, whatever the duration. */
  maxRequests: number;
  /** Makes each comment's text unique across the drill. */
  nextCommentText: () => string;
}

export interface CrowdResult {
  records: RequestRecord[];
  acknowledged: AcknowledgedWrite[];
  /** Texts of comments sent but not acknowledged (they may or may not have been written). */
  unacknowledgedTexts: string[];
  startedAt: number;
  /** From the start to the last answer. */
  elapsedMs: number;
}

interface Planned {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
  commentText?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function plan(targets: CrowdTargets, options: CrowdOptions): Planned {
  if (Math.random() < options.writeShare) {
    const commentText = options.nextCommentText();
    return {
      method: 'POST',
      path: '/api/News/addComment',
      token: pick(targets.members).token,
      body: JSON.stringify({ news_id: pick(targets.newsIds), comment_content: commentText }),
      commentText,
    };
  }
  for (;;) {
    const mix = nextMixRequest(targets);
    // crowd-mix.ts's own writes (likes, comments without a unique text) are left out: every write here
    // is a comment that can be looked up afterwards.
    if (mix.kind !== 'write') return mix;
  }
}

function classifyError(error: NodeJS.ErrnoException): Outcome {
  if (error.message === 'timeout') return 'timeout';
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.message === 'socket hang up')
    return 'connection reset';
  if (error.code === 'ECONNREFUSED') return 'connection refused';
  return 'other error';
}

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 502) return '502';
  if (status >= 500) return 'other 5xx';
  return '4xx';
}

/** Sends one request; never rejects: failures are outcomes. */
function send(
  agent: http.Agent,
  options: CrowdOptions,
  planned: Planned,
): Promise<{ outcome: Outcome; status: number; upstream: string; body: string }> {
  const payload = planned.body === undefined ? undefined : Buffer.from(planned.body);
  const headers: Record<string, string> = { host: options.host };
  if (planned.token) headers.authorization = `Bearer ${planned.token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome, status: number, upstream: string, body: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ outcome, status, upstream, body });
    };
    const request = http.request(
      { host: '127.0.0.1', port: options.port, method: planned.method, path: planned.path, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        const status = response.statusCode ?? 0;
        const upstream = String(response.headers['x-upstream'] ?? '');
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish(outcomeOf(status), status, upstream, Buffer.concat(chunks).toString('utf8')),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          finish(classifyError(error), status, upstream, ''),
        );
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish(classifyError(error), 0, '', ''));
    request.end(payload);
  });
}

/**
 * Runs the crowd for `durationMs` (or until `holdOpen` settles); `startedAt` (performance.now()) places
 * the records on the drill's clock.
 */
export async function runCrowd(targets: CrowdTargets, options: CrowdOptions): Promise<CrowdResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const records: RequestRecord[] = [];
  const acknowledged: AcknowledgedWrite[] = [];
  const unacknowledgedTexts: string[] = [];
  const startedAt = performance.now();
  const endsAt = startedAt + options.durationMs;
  const endsAtLatest = startedAt + (options.maxDurationMs ?? options.durationMs);
  let heldOpen = options.holdOpen !== undefined;
  const release = () => {
    heldOpen = false;
  };
  options.holdOpen?.then(release, release);
  const goOn = () => {
    const now = performance.now();
    return (now < endsAt || heldOpen) && now < endsAtLatest;
  };
  let sent = 0;
  const worker = async () => {
    while (goOn() && sent < options.maxRequests) {
      sent += 1;
      const planned = plan(targets, options);
      const startedMs = performance.now() - startedAt;
      const answer = await send(agent, options, planned);
      const endedMs = performance.now() - startedAt;
      records.push({
        method: planned.method,
        write: planned.commentText !== undefined,
        startedMs,
        endedMs,
        outcome: answer.outcome,
        status: answer.status,
        upstream: answer.upstream,
      });
      if (planned.commentText === undefined) continue;
      const comment = answer.outcome === 'ok' ? (JSON.parse(answer.body) as { Id?: number }) : {};
      if (typeof comment.Id === 'number') acknowledged.push({ id: comment.Id, text: planned.commentText });
      else unacknowledgedTexts.push(planned.commentText);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  return { records, acknowledged, unacknowledgedTexts, startedAt, elapsedMs: performance.now() - startedAt };
}
