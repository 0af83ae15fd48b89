/**
 * Lighthouse (mobile, its default settings: simulated slow 4G and a 4x slower CPU, phone screen) on the
 * demo club's public pages (issue 19): home, a spot panel, the news list, a news item, the gallery and
 * the outings list, in Debian's Chromium; and, in the same run, the ceiling: a static page served by the same server (the
 * bare domain's list of clubs, HTML written by the server with its style inline and no script), so
 * that each page's score reads beside what this machine and server give a page with nothing to load.
 * Starts the built server on a fresh demo database (temporary folder) and a free port, measures every
 * page RUNS times (3 by default, the pages taking turns so a burst of load on the shared machine
 * falls on all of them) and prints the median of each figure, with PASS or MISS against issue 19's
 * targets. Exits non-zero only when a page's accessibility is under 95 (the other targets are goals
 * the figures show, not a failure of the run).
 *
 * `npm run build && npm run lighthouse` (this script does not build). CHROME_PATH (default
 * /usr/bin/chromium), LIGHTHOUSE_PORT (default: a free port), RUNS and WEB_DIST_DIR (the built web app,
 * default apps/web/dist) change the defaults; LIGHTHOUSE_REPORT_DIR keeps each run's full JSON report and its trace there.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.ts';
import { type PublicPage, publicPagesOf } from './public-pages.ts';
import { type BenchServer, freePort, startBenchServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
/** `PAGES=home,gallery` measures only those pages (by name's start), and the ceiling. */
const PAGES =
  process.env.PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

/** Issue 19's targets, of the median of the runs. */
const TARGETS = {
  /** Performance of a page without the map; the home and the spot panel carry it (`mapPerformance`). */
  performance: 95,
  mapPerformance: 90,
  accessibility: 95,
  seo: 95,
  lcpMs: 2_500,
  tbtMs: 200,
};
interface Page {
  name: string;
  url: string;
  /** Minimum performance score (issue 19); null for the ceiling, which has no target. */
  minPerformance: number | null;
}

const withTarget = (page: PublicPage): Page => ({
  name: page.name,
  url: page.url,
  minPerformance: page.ceiling ? null : page.withMap ? TARGETS.mapPerformance : TARGETS.performance,
});

/**
 * The satellite imagery comes from the internet, which a test machine may not reach: its requests are
 * blocked, so the scores measure our pages and not the tile server (the map shows its sea colour).
 */
const BLOCKED_URL_PATTERNS = ['*server.arcgisonline.com*'];

interface RunResult {
  performance: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedAudits: string[];
}

/** One Lighthouse run; a string when Lighthouse failed to measure the page (its error code). */
async function measure(url: string, reportName: string): Promise<RunResult | string> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // On a loaded machine a run sometimes sees no paint in time (NO_FCP): its scores are not the page's.
    if (result.lhr.runtimeError) return result.lhr.runtimeError.code;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      await writeFile(path.join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
      // The unthrottled run's trace, whose tasks Lighthouse scales by 4 (Chromium's performance panel opens it).
      await writeFile(
        path.join(reportDir, `${reportName}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      failedAudits: [...new Set(failedAudits)],
    };
  } finally {
    chrome.kill();
  }
}

/** Each figure's median over the runs (each figure on its own: not the figures of one run). */
function medians(runs: RunResult[]): Omit<RunResult, 'failedAudits'> {
  const of = (key: keyof Omit<RunResult, 'failedAudits'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** The targets of issue 19 a page's medians miss; empty when it meets them all. */
function misses(page: Page, figures: Omit<RunResult, 'failedAudits'>): string[] {
  const missed: string[] = [];
  if (page.minPerformance !== null && figures.performance < page.minPerformance)
    missed.push(`performance < ${page.minPerformance}`);
  if (figures.accessibility < TARGETS.accessibility) missed.push(`accessibility < ${TARGETS.accessibility}`);
  if (figures.seo < TARGETS.seo) missed.push(`SEO < ${TARGETS.seo}`);
  if (figures.lcp >= TARGETS.lcpMs) missed.push(`LCP ≥ ${TARGETS.lcpMs / 1000} s`);
  if (figures.tbt >= TARGETS.tbtMs) missed.push(`TBT ≥ ${TARGETS.tbtMs} ms`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(`The web app is not built in ${webDist}: run \`npm run build\` first.`);
    return 1;
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer(port, { WEB_DIST_DIR: webDist });
    const pages = (await publicPagesOf(port, PAGES)).map(withTarget);
    const runs = new Map<Page, RunResult[]>(pages.map((page) => [page, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        const result = await measure(page.url, `${page.name.replace(/\W+/g, '-')}-${run + 1}`);
        if (typeof result === 'string') {
          console.log(`run ${run + 1}, ${page.name}: Lighthouse failed (${result}), left out of the medians`);
          continue;
        }
        console.log(
          `run ${run + 1}, ${page.name}: performance ${result.performance}, accessibility ${result.accessibility}, SEO ${result.seo}`,
        );
        runs.get(page)?.push(result);
      }
    }

    const ceilingPage = pages.at(-1) as Page;
    const ceiling = medians(runs.get(ceilingPage) ?? []);
    console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs; ceiling: ${ceilingPage.url}\n`);
    console.log(
      '| page | performance (ceiling) | accessibility (ceiling) | SEO (ceiling) | FCP | LCP | TBT | CLS | issue 19 |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    let failed = false;
    for (const page of pages) {
      const figures = medians(runs.get(page) ?? []);
      const missed = misses(page, figures);
      const verdict =
        page === ceilingPage ? '(ceiling)' : missed.length === 0 ? 'PASS' : `MISS: ${missed.join(', ')}`;
      const address = new URL(page.url).pathname;
      console.log(
        `| ${page.name} (\`${address}\`) | ${figures.performance} (${ceiling.performance}) | ${figures.accessibility} (${ceiling.accessibility}) | ${figures.seo} (${ceiling.seo}) | ${seconds(figures.fcp)} | ${seconds(figures.lcp)} | ${Math.round(figures.tbt)} ms | ${figures.cls.toFixed(3)} | ${verdict} |`,
      );
      if (page !== ceilingPage && figures.accessibility < TARGETS.accessibility) failed = true;
    }
    for (const page of pages) {
      const pageRuns = runs.get(page) ?? [];
      console.log(
        `\n${page.name}: performance of each run ${pageRuns.map((run) => run.performance).join(', ')}`,
      );
      const audits = [...new Set(pageRuns.flatMap((run) => run.failedAudits))];
      if (audits.length > 0) console.log(`  audits under 90 in some run: ${audits.join(', ')}`);
    }
    if (failed) console.error(`\nFAIL: a page's accessibility is under ${TARGETS.accessibility}.`);
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
