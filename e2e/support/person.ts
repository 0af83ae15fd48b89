import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Types text into a field as a person does: click, select what is there and delete it, then one key
 * after another with no delay (a form that reads its event too late breaks here, not with `fill`).
 * `fill()` stays for what a person pastes.
 */
export async function typeText(field: Locator, text: string, { keep = false } = {}): Promise<void> {
  await field.click();
  if (!keep) {
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
  }
  await field.pressSequentially(text);
}

/** Types, then checks that the field still holds what was typed. */
export async function typeAndCheck(field: Locator, text: string): Promise<void> {
  await typeText(field, text);
  await expect(field).toHaveValue(text);
}

type ExpectedFailure = { status: number; url: RegExp };

/**
 * What went wrong on a page while a test used it: uncaught errors, console errors, and API or page
 * answers of 4xx/5xx from the product's own origin that the test did not announce with `expect()`.
 * Resources of other origins (map tiles, video sites: there is no network here) are not counted.
 */
export class PageProblems {
  readonly found: string[] = [];
  private readonly expected: ExpectedFailure[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.found.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A failed load is reported by its response below (own origin) or is another site's (no network).
      if (message.text().startsWith('Failed to load resource')) return;
      this.found.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400) return;
      const url = new URL(response.url());
      if (!url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1') return;
      if (this.expected.some((failure) => failure.status === status && failure.url.test(url.pathname)))
        return;
      this.found.push(`HTTP ${status}: ${response.request().method()} ${url.pathname}`);
    });
  }

  /** The step provokes this answer on purpose (a wrong password, a refused form...). */
  expect(status: number, url: RegExp): void {
    this.expected.push({ status, url });
  }
}

const watchers = new WeakMap<Page, PageProblems>();

/** The one watch of a page (made on first ask). */
export function problemsOf(page: Page): PageProblems {
  let watch = watchers.get(page);
  if (!watch) {
    watch = new PageProblems(page);
    watchers.set(page, watch);
  }
  return watch;
}

/**
 * Playwright's test with a watch on every page of the test's context: the test fails on any uncaught
 * error, console error or unannounced 4xx/5xx (see PageProblems). `pageProblems.expect(...)` announces
 * a failure the test provokes on the default page.
 */
/**
 * A server-rendered page shows before its script has taken it over, and a click then does nothing (as
 * for a person on a slow network, who clicks again). Playwright does not click again: every page's
 * `goto` and `reload` wait, once the page is there, until the web app marks it interactive
 * (`<html data-ready>`, apps/web/src/main.tsx). Patched on Page's prototype, so pages of contexts a
 * test opens itself wait too.
 */
/** Contexts with JavaScript off: no page of theirs ever becomes interactive. */
const scriptless = new WeakSet<BrowserContext>();

/**
 * Waits until the page is taken over: the root rendered (data-ready) and every part of the server's
 * markup hydrated, those whose code loads later (React.lazy) included. React marks each element it owns
 * with a `__reactFiber$…` key; the map's and the rich-text editor's own elements are not React's.
 * `goto` and `reload` wait for it; a page the app itself loads (signing out goes to `/`) does not.
 */
export const untilInteractive = (target: Page, options?: { timeout?: number }) =>
  target.waitForFunction(
    () => {
      if (!document.getElementById('server-render-state')) return true;
      if (!document.documentElement.hasAttribute('data-ready')) return false;
      const root = document.getElementById('root');
      if (!root) return true;
      for (const element of root.querySelectorAll('*')) {
        // Resource hints React writes ahead of the markup are not part of the tree.
        if (/^(LINK|STYLE|SCRIPT|TEMPLATE|META)$/.test(element.tagName)) continue;
        if (element.closest('.leaflet-container, [contenteditable], iframe')) continue;
        if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) continue;
        // Markup React inserts as HTML (a sanitized description) is not React's elements either.
        let parent = element.parentElement;
        let insertedHtml = false;
        while (parent && parent !== root && !insertedHtml) {
          const propsKey = Object.keys(parent).find((key) => key.startsWith('__reactProps$'));
          const props = propsKey
            ? (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]
            : undefined;
          insertedHtml = props?.dangerouslySetInnerHTML !== undefined;
          parent = parent.parentElement;
        }
        if (!insertedHtml) return false;
      }
      return true;
    },
    undefined,
    { timeout: options?.timeout },
  );

function waitForInteractivePages(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Page & { interactivePatched?: boolean };
  if (prototype.interactivePatched) return;
  prototype.interactivePatched = true;
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    if (!scriptless.has(this.context())) await untilInteractive(this, args[1]);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (!scriptless.has(this.context())) await untilInteractive(this, args[0]);
    return response;
  };
}

export const test = base.extend<{ watchPages: undefined; pageProblems: PageProblems }>({
  watchPages: [
    async ({ context, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) scriptless.add(context);
      const watched = new Set<PageProblems>();
      for (const page of context.pages()) {
        waitForInteractivePages(page);
        watched.add(problemsOf(page));
      }
      context.on('page', (page) => {
        waitForInteractivePages(page);
        watched.add(problemsOf(page));
      });
      await use(undefined);
      for (const page of context.pages()) watched.add(problemsOf(page));
      expect([...watched].flatMap((problems) => problems.found)).toEqual([]);
    },
    { auto: true },
  ],
  pageProblems: async ({ page }, use) => {
    await use(problemsOf(page));
  },
});

export { expect };
