/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { WALK_PORT } from '../playwright.config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, type PageProblems, problemsOf, test, typeText } from '../support/person.ts';
import {
  type Demo,
  openInTheApp,
  prepareWalk,
  type Role,
  type Route,
  refusalOf,
  refusals,
  roles,
  routes,
  settle,
  signedInFromTheStart,
  sizes,
  watchRequests,
} from '../support/walk-routes.ts';

/**
 * The walk (issue 12): every route of SPEC.md section 2 as a visitor, a member, a club manager and the
 * super administrator, at 1280 px and 375 px. A step fails on an uncaught error, a console error, an
 * API answer of 4xx/5xx it did not provoke on purpose, or a 'Not found' page. A route a role may not
 * open must say why and go home. On every admin screen (each of its tabs) and in each popup such a
 * screen opens from its buttons, it types into every text field key by key and checks that the field
 * holds what was typed, and ticks every check box and switch twice, checking each flip: the manager on
 * the club's screens, the super administrator on theirs. Nothing is saved or deleted: typed text is
 * dropped ("Abandonner") or left with the page.
 *
 * Every route a person may open is also checked with axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) once
 * its content is in and its calls are answered, before anything is typed: no violation of impact
 * serious or critical. The walk's server is its own, whose demo data no other spec changes: the
 * outings' badges (full with a waiting list, a few seats left) and participants are there to be checked.
 *
 * A test collects every failing step before it fails, each named by its route (and tab, popup, field).
 */

/**
 * Buttons of an admin screen that open a popup to fill in (the first of each name on a screen): the
 * member edit popup, the spot popup, the criteria, the logo, carousel, avatar and picture popups, the
 * gallery upload and the video popups. Buttons that save, delete, start a live or import a file are not
 * clicked.
 */
const POPUP_BUTTONS =
  /^(Modifier( .+)?|Ajouter un site|Nouveau site|Modifier le site|Critères|Modifier les critères|Changer le logo|Ajouter des images|Ajouter une image|Changer l[’']avatar|Changer l[’']image|Ajouter des photos|Ajouter une vidéo)$/;

let demo: Demo;
let tokens: Partial<Record<Role, string>> = {};

/** Real ids of the demo club, a token per person, and one drawn layer for the layer editor's route. */
test.beforeAll(async () => {
  ({ demo, tokens } = await prepareWalk(WALK_PORT));
});

/** The unsaved-changes question (lib/forms/unsaved-changes.ts). */
const UNSAVED = 'Modifications non enregistrées';

/** One person walking: their page, what went wrong where, and how to settle after each step. */
class Walker {
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

const TEXT_FIELDS =
  'input:is([type=text], [type=email], [type=tel], [type=url], [type=search], [type=number], [type=password], :not([type])), textarea, [contenteditable=true]';

/** A field or box of the screen, marked `data-walk` so that it can be found again. */
type Control = {
  mark: string;
  name: string;
  text: string;
  rich: boolean;
  viaLabel: boolean;
};

let marks = 0;

/**
 * The visible, enabled text fields and check boxes of `scope`, in one look (the walk is long: one
 * round trip per screen, not several per field), each with its name and what a person would type in it:
 * something the field must keep exactly as typed (digits in a number or phone field, an address in an
 * e-mail or web field, a colour in a colour field).
 */
async function controlsOf(scope: Locator): Promise<{ fields: Control[]; boxes: Control[] }> {
  const first = marks;
  const found = await scope.evaluate(
    (root, { selector, start }) => {
      let next = start;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const labelOf = (element: Element) => {
        const byFor = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
        return (
          byFor?.textContent ??
          element.getAttribute('aria-label') ??
          element.getAttribute('placeholder') ??
          element.tagName
        )
          .trim()
          .slice(0, 60);
      };
      const textFor = (element: HTMLInputElement, label: string) => {
        const type = element.getAttribute('type') ?? '';
        if (
          type === 'number' ||
          /numeric|decimal/.test(element.inputMode) ||
          /NumberInput/.test(element.className)
        )
          return '42';
        if (type === 'email' || /e-mail/i.test(label)) return 'walk@example.org';
        if (type === 'url' || /adresse du direct|lien|url/i.test(label)) return 'https://example.org/walk';
        if (type === 'tel' || /téléphone/i.test(label)) return '0612345678';
        if (type === 'password') return 'Walk-2026-pass';
        if (/ColorInput/.test(element.className) || /couleur/i.test(label)) return '#123456';
        if (/alias/i.test(label)) return 'walkalias';
        return 'walk text';
      };
      const fields = [];
      for (const element of root.querySelectorAll<HTMLInputElement>(selector)) {
        const rich = element.isContentEditable;
        if (!shown(element) || element.disabled || element.readOnly) continue;
        if (element.getAttribute('aria-disabled') === 'true') continue;
        const mark = `w${next++}`;
        element.dataset.walk = mark;
        const name = labelOf(element);
        fields.push({
          mark,
          name,
          text: rich ? 'walk text' : textFor(element, name),
          rich,
          viaLabel: false,
        });
      }
      const boxes = [];
      for (const element of root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
        if (element.disabled) continue;
        const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
        const viaLabel = !shown(element);
        if (viaLabel && (!label || !shown(label))) continue;
        const mark = `w${next++}`;
        element.dataset.walk = mark;
        boxes.push({ mark, name: labelOf(element), text: '', rich: false, viaLabel });
      }
      return { fields, boxes, next };
    },
    { selector: TEXT_FIELDS, start: first },
  );
  marks = found.next;
  return { fields: found.fields, boxes: found.boxes };
}

/** Types into every visible, enabled text field of `scope` and ticks each of its boxes twice. */
async function exercise(walker: Walker, scope: Locator, where: string): Promise<void> {
  const { page } = walker;
  const { fields, boxes } = await controlsOf(scope);
  for (const control of fields) {
    const field = page.locator(`[data-walk="${control.mark}"]`);
    const ok = await walker.run(`${where} · field "${control.name}"`, async () => {
      await typeText(field, control.text);
      if (control.rich) await expect(field).toHaveText(control.text);
      else await expect(field).toHaveValue(control.text);
      // On to the next field, as a person does: a dropdown the field opened (a list, a colour picker) closes.
      if (!control.rich) await field.press('Tab');
    });
    if (!ok && (await walker.notFound())) return;
  }
  for (const control of boxes) {
    const box = page.locator(`[data-walk="${control.mark}"]`);
    const target = control.viaLabel ? page.locator(`label[for="${await box.getAttribute('id')}"]`) : box;
    await walker.run(`${where} · box "${control.name}"`, async () => {
      const was = await box.isChecked();
      await target.click();
      await expect(box).toBeChecked({ checked: !was });
      await target.click();
      await expect(box).toBeChecked({ checked: was });
    });
  }
}

/** What makes two popup buttons the same: "Modifier Tom Martin" and "Modifier Léa Roux" open one popup. */
const popupKind = (name: string) => (name.startsWith('Modifier') ? 'Modifier' : name);

/**
 * The popups of what is on screen now: opens each (one per kind), fills it in, closes it without
 * saving. A button that opens the file chooser instead of a popup is left alone (nothing to type).
 */
async function exercisePopups(walker: Walker, where: string): Promise<void> {
  const { page } = walker;
  const seen = new Set<string>();
  for (const button of await page.locator('main').getByRole('button', { name: POPUP_BUTTONS }).all()) {
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    if (seen.has(popupKind(name))) continue;
    seen.add(popupKind(name));
    const popup = `${where} · popup "${name}"`;
    const dialog = page.getByRole('dialog').last();
    let chooser = false;
    const onChooser = () => {
      chooser = true;
    };
    let opened = false;
    await walker.run(popup, async () => {
      page.on('filechooser', onChooser);
      try {
        await button.click();
        opened = await dialog
          .waitFor({ state: 'visible', timeout: 3000 })
          .then(() => true)
          .catch(() => false);
      } finally {
        page.off('filechooser', onChooser);
      }
      if (!opened && !chooser) throw new Error('no popup opens');
      if (opened) await walker.settle();
    });
    if (opened) await exercise(walker, dialog, popup);
    await walker.run(`${popup} · closing`, () => walker.closePopups());
  }
}

/** An admin screen: its fields and popups, then each of its own tabs (not the admin area's sections). */
async function exerciseScreen(walker: Walker, where: string): Promise<void> {
  const { page } = walker;
  const tabs = page.locator('main [role=tablist]:not([aria-label*="administration" i]) [role=tab]');
  const names = (await tabs.allInnerTexts()).map((name) => name.trim());
  for (const tab of names.length > 0 ? names : [null]) {
    const here = tab ? `${where} · tab "${tab}"` : where;
    if (tab) {
      const ok = await walker.run(here, async () => {
        const handle = tabs.filter({ hasText: tab }).first();
        if ((await handle.getAttribute('aria-selected')) !== 'true') {
          const unsaved = await walker.holdsUnsavedText();
          await handle.click();
          // Leaving a tab's form with typed text asks first: drop it (a tab of one form does not ask).
          if (unsaved) await walker.answerUnsaved(1000);
        }
        await expect(handle).toHaveAttribute('aria-selected', 'true');
        await walker.settle();
      });
      if (!ok) continue;
    }
    await exercise(walker, page.locator('main'), here);
    await exercisePopups(walker, here);
  }
}

/** Opens a route as `role`: a refused one says why and goes home; an allowed one shows its screen. */
async function visit(walker: Walker, role: Role, route: Route): Promise<void> {
  const { page } = walker;
  const target = route.path(demo);
  const refusal = refusalOf(role, route.access);
  for (const provoked of route.provokes ?? []) problemsOf(page).expect(provoked.status, provoked.url);
  const ok = await walker.run(target, async () => {
    await walker.open(target);
    if (refusal) {
      await expect(page, 'goes home').toHaveURL((url) => url.pathname === '/');
      // A notice not seen before (each one read is marked, then closed without waiting for it to go).
      const notice = page
        .locator('.mantine-Notification-root:not([data-walk-read])')
        .filter({ hasText: refusal });
      await expect(notice, `says "${refusal}"`).toBeVisible();
      marks += 1;
      const read = `n${marks}`;
      await notice.evaluate((element, mark) => element.setAttribute('data-walk-read', mark), read);
      await page.locator(`[data-walk-read="${read}"] .mantine-Notification-closeButton`).click();
      // A visitor is also offered the connection popup: close it too.
      if (refusal === refusals.signIn) {
        await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
        await page.keyboard.press('Escape');
      }
      await walker.closePopups();
      return;
    }
    const own = decodeURIComponent(new URL(target, 'http://demo.localhost').pathname);
    await expect(page, 'stays on its page').toHaveURL((url) => decodeURIComponent(url.pathname) === own);
    await walker.settle();
    await expect(page.locator('main')).not.toBeEmpty();
    for (const violation of await seriousViolations(page, 'axe')) walker.fail(violation);
  });
  // The club's screens are filled in by its manager, the super administrator's own by them (the
  // super administrator sees the club's screens too: the same forms, visited above, not typed again).
  const typist = route.access === 'superAdmin' ? 'superAdmin' : 'manager';
  if (ok && !refusal && route.admin && role === typist) await exerciseScreen(walker, target);
}

for (const size of sizes) {
  for (const role of roles) {
    test(`walk: ${role} at ${size.name}`, async ({ page, context }) => {
      // axe takes a second or more per page on a busy 2-core machine, and the super administrator has 50 routes.
      test.setTimeout(600_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const token = role === 'visitor' ? null : tokens[role];
      if (token) await signedInFromTheStart(context, token);
      const walker = new Walker(page, `${role} at ${size.name}`);
      for (const route of routes) await visit(walker, role, route);
      expect(walker.failures, `failing steps:\n${walker.failures.join('\n')}`).toEqual([]);
    });
  }
}
