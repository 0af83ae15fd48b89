/**
 * The main thread of the demo club's public pages while they start, counted in a Chromium trace:
 * what Lighthouse's total blocking time is made of, read in a way the shared machine's load disturbs
 * less. Lighthouse simulates a phone by multiplying each main-thread task's duration by 4; when other
 * engineers' builds hold the two cores, those durations stretch with the wait for a core and the score
 * says more about the machine than about the page. A task's thread time (`tdur` in the trace: the CPU
 * the main thread itself spent) stretches much less. For each page this prints, from the first
 * contentful paint (where Lighthouse starts counting) until the page is interactive
 * (`<html data-ready>`) plus 3 s, Playwright's own scripts left out, medians over the runs of:
 * - the main thread's CPU time in tasks, and the longest task (thread time);
 * - the blocking time at 4x, Lighthouse's rule applied to thread times: the sum over tasks of
 *   4 x thread time - 50 ms, for the tasks longer than 12.5 ms (the same with wall times beside it);
 * - with DETAIL=1, each task over 12.5 ms of thread time in the last run, with what it ran (scripts
 *   evaluated, functions called, timers, layout) and their script.
 *
 * `npm run build && npm run hydration-trace -w @club/bench`. PAGES=home,news (names' starts), RUNS (3),
 * WEB_DIST_DIR (a private build, as for bench/lighthouse.ts), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_DATA_TEMPLATE (bench/server.ts), TRACE_DIR (keeps each run's trace, for Chromium's performance panel), PROFILE_DIR (a sampled CPU profile
 * of each run, `.cpuprofile`, its timestamps on the trace's clock).
 * The page is opened as a phone (412 x 823, a phone's user agent: the server renders the phone layout),
 * the network and the processor unthrottled; the satellite tiles' host is blocked as in Lighthouse.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median } from './median.ts';
import { publicPagesOf } from './public-pages.ts';
import { freePort, startBenchServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES =
  process.env.PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [];
const DETAIL = process.env.DETAIL === '1';
/** Lighthouse's mobile CPU slowdown, and its long-task threshold. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long after `data-ready` the trace goes on (late effects, the first timers). */
const AFTER_READY_MS = 3_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface Task {
  start: number;
  wallMs: number;
  cpuMs: number;
  events: TraceEvent[];
}

interface RunFigures {
  cpuMs: number;
  longestMs: number;
  blockingCpuMs: number;
  blockingWallMs: number;
  tasks: Task[];
}

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread that ran the page's scripts: the one with the most script evaluation. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mainThreads = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number } | null = null;
  let bestCount = 0;
  for (const thread of mainThreads) {
    const count = events.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'EvaluateScript',
    ).length;
    if (count > bestCount) {
      best = { pid: thread.pid, tid: thread.tid };
      bestCount = count;
    }
  }
  return best;
}

/** The thread's top-level tasks between `from` and `to` (trace microseconds), with the events inside each. */
function tasksOf(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): Task[] {
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let current: Task | null = null;
  let currentEnd = 0;
  for (const event of own) {
    if (current !== null && event.ts < currentEnd) {
      current.events.push(event);
      continue;
    }
    if (!TOP_LEVEL_TASKS.has(event.name) || event.ts < from || event.ts > to) continue;
    current = {
      start: event.ts,
      wallMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
      events: [],
    };
    currentEnd = event.ts + (event.dur ?? 0);
    tasks.push(current);
  }
  return tasks;
}

/** A task that evaluated Playwright's own script (asking for `data-ready`), not the page's: no address. */
function isPlaywrightsOwn(task: Task): boolean {
  return task.events.some((event) => event.name === 'EvaluateScript' && !event.args?.data?.url);
}

const blocking = (ms: number) => Math.max(0, SLOWDOWN * ms - LONG_TASK_MS);

/** What a long task ran: its main events, largest first, with their script. */
function describe(task: Task): string {
  const named = task.events
    .filter((event) =>
      [
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'v8.compileModule',
        'v8.compile',
        'MajorGC',
        'MinorGC',
        'RunMicrotasks',
      ].includes(event.name),
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 4);
  return named
    .map((event) => {
      const data = event.args?.data ?? {};
      const url = String(data.url ?? data.fileName ?? '').replace(/^.*\//, '');
      const fn = data.functionName ? ` ${String(data.functionName)}` : '';
      return `${event.name}${url ? ` ${url}` : ''}${fn} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`;
    })
    .join('; ');
}

/**
 * Waits for `<html data-ready>`, asking twice a second: Playwright's own waiting polls the page with its
 * selector engine, hundreds of milliseconds of the main thread that would be counted as the page's.
 */
async function untilReady(tab: Page): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (await tab.evaluate(() => document.documentElement.hasAttribute('data-ready'))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${tab.url()} did not become interactive in 60 s`);
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startBenchServer(port, { WEB_DIST_DIR: webDist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = await publicPagesOf(port, PAGES);
    const figures = new Map<string, RunFigures[]>(pages.map((page) => [page.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
        });
        await context.route('**/server.arcgisonline.com/**', (route) => route.abort());
        const tab = await context.newPage();
        const profileDir = process.env.PROFILE_DIR;
        // The profiler follows the page's renderer: a first page of the same site, then the measured one.
        const profiler = profileDir ? await context.newCDPSession(tab) : null;
        if (profiler) {
          await tab.goto(new URL('/robots.txt', page.url).href);
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
          await profiler.send('Profiler.start');
        }
        await browser.startTracing(tab, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'v8',
            'v8.execute',
            'blink.user_timing',
            '__metadata',
          ],
        });
        const opened = Date.now();
        await tab.goto(page.url);
        if (!page.ceiling) await untilReady(tab);
        const readyAfterMs = Date.now() - opened;
        await tab.waitForTimeout(AFTER_READY_MS);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        if (profiler && profileDir) {
          const { profile } = await profiler.send('Profiler.stop');
          await writeFile(
            path.join(profileDir, `${page.name.replace(/\W+/g, '-')}-${run + 1}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
        await context.close();
        const traceDir = process.env.TRACE_DIR;
        if (traceDir)
          await writeFile(
            path.join(traceDir, `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`),
            JSON.stringify(trace),
          );
        const events = trace.traceEvents;
        const thread = pageMainThread(events);
        const navigation = events.find((event) => event.name === 'navigationStart');
        // Lighthouse counts blocking time from the first contentful paint on.
        const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
        if (thread === null && !page.ceiling) throw new Error(`${page.name}: no script ran in the trace`);
        const from = firstPaint?.ts ?? navigation?.ts ?? 0;
        const tasks =
          thread === null
            ? []
            : tasksOf(events, thread, from, from + (readyAfterMs + AFTER_READY_MS) * 1000).filter(
                (task) => !isPlaywrightsOwn(task),
              );
        const long = tasks.filter((task) => SLOWDOWN * task.cpuMs > LONG_TASK_MS);
        const result: RunFigures = {
          cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
          longestMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
          blockingCpuMs: tasks.reduce((sum, task) => sum + blocking(task.cpuMs), 0),
          blockingWallMs: tasks.reduce((sum, task) => sum + blocking(task.wallMs), 0),
          tasks: long,
        };
        figures.get(page.name)?.push(result);
        console.log(
          `run ${run + 1}, ${page.name}: CPU ${result.cpuMs.toFixed(0)} ms, longest task ${result.longestMs.toFixed(1)} ms, blocking at 4x ${result.blockingCpuMs.toFixed(0)} ms (wall ${result.blockingWallMs.toFixed(0)} ms), ${long.length} long`,
        );
      }
    }
    console.log(
      `\nMain thread from the first paint to data-ready + ${AFTER_READY_MS / 1000} s, thread times, median of ${RUNS}\n`,
    );
    console.log(
      '| page | main-thread CPU | longest task | tasks > 12.5 ms | blocking at 4x (CPU) | (wall) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const page of pages) {
      const runs = figures.get(page.name) ?? [];
      const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
      console.log(
        `| ${page.name} | ${of((run) => run.cpuMs).toFixed(0)} ms | ${of((run) => run.longestMs).toFixed(1)} ms | ${of((run) => run.tasks.length)} | ${of((run) => run.blockingCpuMs).toFixed(0)} ms | ${of((run) => run.blockingWallMs).toFixed(0)} ms |`,
      );
    }
    if (DETAIL) {
      for (const page of pages) {
        const last = figures.get(page.name)?.at(-1);
        if (!last || last.tasks.length === 0) continue;
        console.log(`\n${page.name}, last run's tasks over ${LONG_TASK_MS / SLOWDOWN} ms of thread time:`);
        const start = last.tasks[0]?.start ?? 0;
        for (const task of last.tasks)
          console.log(
            `  +${((task.start - start) / 1000).toFixed(0)} ms: ${task.cpuMs.toFixed(1)} ms (wall ${task.wallMs.toFixed(1)}): ${describe(task)}`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
