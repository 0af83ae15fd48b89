import { WALK_PORT } from '../playwright.config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, problemsOf, test } from '../support/person.ts';
import {
  type Demo,
  openInTheApp,
  prepareWalk,
  type Role,
  refusalOf,
  roles,
  routes,
  settle,
  signedInFromTheStart,
  sizes,
  watchRequests,
} from '../support/walk-routes.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) on every route the walk visits (support/walk-routes.ts),
 * as each kind of person who may open it, at 1280 px and 375 px: no violation of impact serious or
 * critical. One test per person and size walks its routes in one page, signed in from the start, each
 * route opened in the app as after a link (the app loads once) and analysed once its content is in and
 * its calls are answered. Routes the person may not open are the walk's (they only go home).
 *
 * It runs beside the walk, on the walk's server (playwright.config.ts: the walk project matches
 * `walk.spec.ts`), whose demo data no other spec changes: the outings' badges (full with a waiting list,
 * a few seats left) and participants are there to be checked.
 */

let demo: Demo;
let tokens: Partial<Record<Role, string>> = {};

test.beforeAll(async () => {
  ({ demo, tokens } = await prepareWalk(WALK_PORT));
});

for (const size of sizes) {
  for (const role of roles) {
    test(`accessibility walk: ${role} at ${size.name}`, async ({ page, context }) => {
      // axe takes a second or more per page on a busy 2-core machine, and the super administrator has 50 routes.
      test.setTimeout(600_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const token = role === 'visitor' ? null : tokens[role];
      if (token) await signedInFromTheStart(context, token);
      const pending = watchRequests(page);
      const failures: string[] = [];
      let first = true;
      for (const route of routes) {
        if (refusalOf(role, route.access)) continue;
        const target = route.path(demo);
        const started = Date.now();
        for (const provoked of route.provokes ?? []) problemsOf(page).expect(provoked.status, provoked.url);
        if (first) await page.goto(target, { timeout: 30_000 });
        else await openInTheApp(page, target);
        const own = new URL(target, page.url()).pathname;
        await expect(page, `${target} stays on its page`).toHaveURL((url) => url.pathname === own);
        await settle(page, pending);
        // The first page also starts the app (its code, the map's) as this person: as long as the walk's.
        await expect(page.locator('main'), `${target} shows its content`).not.toBeEmpty({
          timeout: first ? 30_000 : 10_000,
        });
        first = false;
        const found = await seriousViolations(page, target);
        failures.push(...found);
        // A11Y_TIMES=1: each route's time and violations as the walk goes (as WALK_TIMES for the walk).
        if (process.env.A11Y_TIMES)
          console.log(`${Date.now() - started} ms ${role} ${size.name} ${target}\n${found.join('\n')}`);
      }
      expect(failures, `serious or critical axe violations:\n${failures.join('\n')}`).toEqual([]);
    });
  }
}
