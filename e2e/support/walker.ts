/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, type PageProblems, problemsOf } from './person.ts';
import { openInTheApp, settle, watchRequests } from './walk-routes.ts';

/** The unsaved-changes question (lib/forms/unsaved-changes.ts). */
const UNSAVED = 'Modifications non enregistrées';

/** One person walking: their page, what went wrong where, and how to settle after each step. */
export class Walker {
  readonly failures: string[] = [];
  readonly page: Page;
  readonly label: string;
  private readonly problems: PageProblems;
  private readonly pending: Set<unknown>;
  private loaded = false;
  private step = '';

  constructor(page: Page, label: string) {
    this.page = page;
    this.label = label;
    this.problems = problemsOf(page);
    this.pending = watchRequests(page);
    // Nothing waits long: a step that cannot go on is that step's failure, and the walk goes on.
    page.setDefaultTimeout(8000);
    // Leaving a page with typed text by reloading: the browser asks; the walk leaves (nothing is saved).
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
  }

  /**
   * Opens `path`: the first time by its address, then as the browser's history does (the app's router
   * follows a history entry, as after Back or Forward), without loading the app again each time.
   */
  async open(path: string): Promise<void> {
    if (!this.loaded) {
      // The first load also starts the app (its code, the map's): longer than a step's 8 s on a busy machine.
      await this.page.goto(path, { timeout: 30_000 });
      this.loaded = true;
      return;
    }
    const unsaved = await this.holdsUnsavedText();
    await openInTheApp(this.page, path);
    // Leaving a screen with typed text asks first: drop it.
    if (unsaved && !(await this.answerUnsaved(5000)))
      this.fail('leaving typed text: the unsaved-changes question does not come');
  }

  /**
   * Whether a form of the page holds typed text: such a form asks before the page unloads
   * (lib/forms/unsaved-changes.ts listens to `beforeunload`), so a trial `beforeunload` event tells.
   */
  holdsUnsavedText(): Promise<boolean> {
    return this.page.evaluate(() => {
      const trial = new Event('beforeunload', { cancelable: true });
      dispatchEvent(trial);
      return trial.defaultPrevented;
    });
  }

  /** Waits until the page's own calls are answered and no loader is left in it. */
  settle(): Promise<void> {
    return settle(this.page, this.pending);
  }

  fail(message: string): void {
    this.failures.push(`${this.label} ${this.step}: ${message}`);
  }

  async notFound(): Promise<boolean> {
    return (await this.page.getByText('Not found', { exact: true }).count()) > 0;
  }

  /**
   * Runs `action` as a step named `step`: a thrown error, a 'Not found' page, or what the page watch
   * saw meanwhile (uncaught errors, console errors, unannounced 4xx/5xx) is that step's failure.
   */
  async run(step: string, action: () => Promise<void>): Promise<boolean> {
    this.step = step;
    const started = Date.now();
    let ok = true;
    try {
      await action();
    } catch (error) {
      ok = false;
      this.fail(error instanceof Error ? error.message.split('\n').slice(0, 3).join(' | ') : String(error));
    }
    if (await this.notFound().catch(() => false)) {
      ok = false;
      this.fail("the page shows 'Not found'");
    }
    for (const problem of this.problems.found.splice(0)) {
      ok = false;
      this.fail(problem);
    }
    if (process.env.WALK_TIMES) console.log(`${Date.now() - started} ms  ${this.label} ${step}`);
    return ok;
  }

  /** If the unsaved-changes question comes up within `waitMs`, drops the changes; tells whether it came. */
  async answerUnsaved(waitMs: number): Promise<boolean> {
    const question = this.page.getByRole('dialog', { name: UNSAVED });
    const asked = await question
      .waitFor({ state: 'visible', timeout: waitMs })
      .then(() => true)
      .catch(() => false);
    if (!asked) return false;
    await question.getByRole('button', { name: 'Abandonner' }).click();
    await expect(question).toBeHidden();
    return true;
  }

  /** Closes every popup as a person does (Escape, else its close button), dropping typed text. */
  async closePopups(): Promise<void> {
    const dialogs = this.page.getByRole('dialog');
    const question = this.page.getByRole('dialog', { name: UNSAVED });
    const deadline = Date.now() + 8000;
    let tries = 0;
    let lastTry = 0;
    while (Date.now() < deadline && (await dialogs.count()) > 0) {
      if (await question.isVisible()) {
        await question.getByRole('button', { name: 'Abandonner' }).click({ timeout: 2000 });
        await question.waitFor({ state: 'hidden' });
        lastTry = Date.now();
      } else if (Date.now() - lastTry > 1000) {
        if (tries < 2) await this.page.keyboard.press('Escape');
        else await dialogs.last().locator('.mantine-Modal-close, .mantine-Drawer-close').first().click();
        tries += 1;
        lastTry = Date.now();
      }
      await this.page.waitForTimeout(50);
    }
    await expect(dialogs, 'every popup closes').toHaveCount(0);
  }
}
