/**
 * A page opened before a deploy asks for the code of its next route or dialog later; when that file
 * cannot be had (its build is gone from the server, the network dropped it), the page reloads once and
 * gets the current build. The attempt is remembered in sessionStorage with the page's build, so that
 * the same build failing again shows its error instead of reloading forever; a later build may reload
 * once again. The server keeps the files of the last builds (apps/web/keep-assets.ts), so this is the
 * rarer case: a page older than them, or a file the network lost.
 */

/** sessionStorage's entry: the build of the page that last reloaded for a missing file. */
export const RELOADED_BUILD_KEY = 'club:reloaded-build';

type Marks = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The page's build: the address of its first script (index.html's), whose name holds the hash of the
 * whole build (every chunk it loads is named by the hash of its content and imports).
 */
export function pageBuild(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/** What browsers say when a module or a stylesheet of a lazy import cannot be fetched. */
const MISSING_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isMissingCodeError(error: unknown): boolean {
  return error instanceof Error && MISSING_CODE.test(error.message);
}

/**
 * Whether a page of `build` that could not load its code should reload: yes, once per build; the
 * answer yes is remembered in `marks`. Without storage (blocked), no: nothing would stop a loop.
 */
export function claimReload(marks: Marks | null, build: string): boolean {
  if (marks === null) return false;
  try {
    if (marks.getItem(RELOADED_BUILD_KEY) === build) return false;
    marks.setItem(RELOADED_BUILD_KEY, build);
    return true;
  } catch {
    return false;
  }
}

function sessionMarks(): Marks | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let reloading = false;

/** A reload for missing code is under way (an error screen shows the loader meanwhile). */
export function isReloading(): boolean {
  return reloading;
}

/**
 * Reloads the page for code it could not load, unless this build already did: true when it reloads.
 * The reload waits for the current task to end, so that a route being opened is in the address first.
 */
export function reloadOnce(): boolean {
  if (reloading) return true;
  if (!claimReload(sessionMarks(), pageBuild())) return false;
  reloading = true;
  window.setTimeout(() => window.location.reload(), 0);
  return true;
}

/** Vite tells of a lazy import that failed (its module or a file it needs) with this event. */
export function reloadOnMissingCode(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadOnce();
  });
}
