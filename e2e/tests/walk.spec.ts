/// <reference lib="dom" />
import { WALK_PORT } from '../playwright.config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, problemsOf, test } from '../support/person.ts';
import {
  type Demo,
  prepareWalk,
  type Role,
  type Route,
  refusalOf,
  refusals,
  roles,
  routes,
  signedInFromTheStart,
  sizes,
} from '../support/walk-routes.ts';
import { exerciseScreen, nextMark } from '../support/walk-screens.ts';
import { Walker } from '../support/walker.ts';

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

let demo: Demo;
let tokens: Partial<Record<Role, string>> = {};

/** Real ids of the demo club, a token per person, and one drawn layer for the layer editor's route. */
test.beforeAll(async () => {
  ({ demo, tokens } = await prepareWalk(WALK_PORT));
});

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
      const read = `n${nextMark()}`;
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
  const typist = route.access === 'superAdministrator' ? 'superAdministrator' : 'manager';
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
