/// <reference lib="dom" />
import type { Locator } from '@playwright/test';
import { expect, typeText } from './person.ts';
import type { Walker } from './walker.ts';

/**
 * How the walk (tests/walk.spec.ts) fills in an admin screen without saving anything: it types into
 * every text field key by key, ticks every box twice, opens each popup of the screen and each of its tabs.
 */

/**
 * Buttons of an admin screen that open a popup to fill in (the first of each name on a screen): the
 * member edit popup, the spot popup, the spot infos, the logo, carousel, avatar and picture popups, the
 * gallery upload and the video popups. Buttons that save, delete, start a live or import a file are not
 * clicked.
 */
const POPUP_BUTTONS =
  /^(Modifier( .+)?|Ajouter un site|Nouveau site|Modifier le site|Critères|Modifier les critères|Changer le logo|Ajouter des images|Ajouter une image|Changer l[’']avatar|Changer l[’']image|Ajouter des photos|Ajouter une vidéo)$/;

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

/** A mark not given before, for an element the walk must find again. */
export function nextMark(): number {
  marks += 1;
  return marks;
}

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
export async function exerciseScreen(walker: Walker, where: string): Promise<void> {
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
