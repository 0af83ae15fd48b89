import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryWireNames, retiredNameIn, retiredNameOffences, wordsOf } from './glossary-names.ts';

const glossaryRows = [
  '| Concept | What it is | SPEC wire name(s) | French UI | Names in use today that differ |',
  '|---|---|---|---|---|',
  '| live page | The club page. | `/live`, `Dolphyn`, `getDolphynAdmin/{languageKey}` | Live | `dolphyn` |',
].join('\n');

describe('the glossary names check', () => {
  it('cuts identifiers and paths into words', () => {
    expect(wordsOf('SpotSheetText')).toEqual(['spot', 'sheet', 'text']);
    expect(wordsOf('isSuperAdmin')).toEqual(['is', 'super', 'admin']);
    expect(wordsOf('HTMLTeamCard2')).toEqual(['html', 'team', 'card', '2']);
    expect(wordsOf('apps/web/saved-area_modal.tsx')).toEqual([
      'apps',
      'web',
      'saved',
      'area',
      'modal',
      'tsx',
    ]);
  });

  it('finds a retired name only as whole words', () => {
    expect(retiredNameIn('teamOf')?.concept).toBe('palanquée (palanquee)');
    expect(retiredNameIn('ROLE_SUPER_ADMIN')?.words).toBe('super admin');
    expect(retiredNameIn('steamer')).toBeNull();
    expect(retiredNameIn('dpi')).toBeNull();
    expect(retiredNameIn('adaptSheet')).toBeNull();
  });

  it("reads the wire names from the glossary's SPEC column", () => {
    expect([...glossaryWireNames(glossaryRows)].sort()).toEqual(['Dolphyn', 'getDolphynAdmin']);
  });

  it('names file, line and concept; lets wire names, strings and comments through', () => {
    const files = new Map([
      [
        'apps/web/src/features/dive-plans/board.tsx',
        [
          '// the team board, as the dive director sees it',
          "const title = t('team.title');",
          'export function TeamBoard() {',
          "  return callApi(getDolphynAdmin, { path: '/getDolphyn' });",
          '}',
        ].join('\n'),
      ],
      ['apps/server/src/modules/dolphyn/routes.ts', 'export const routes = [];\n'],
    ]);
    expect(retiredNameOffences(files, glossaryWireNames(glossaryRows))).toEqual([
      'apps/server/src/modules/dolphyn/routes.ts: its path says "dolphyn": name it for the live page',
      'apps/web/src/features/dive-plans/board.tsx:3: TeamBoard says "team": name it for the palanquée (palanquee) (docs/glossary.md)',
    ]);
  });

  it('lets a stored name through only in the files that read the stored data', () => {
    const stored = 'const sheet: Sheet = { roles: { dp: null } };\n';
    expect(
      retiredNameOffences(
        new Map([
          ['apps/server/src/modules/dive-plans/safety-sheet-data.ts', stored],
          ['apps/server/src/modules/dive-plans/dive-plan-view.ts', stored],
        ]),
        new Set(),
      ),
    ).toEqual([
      'apps/server/src/modules/dive-plans/dive-plan-view.ts:1: dp says "dp": name it for the dive director (docs/glossary.md)',
    ]);
  });

  it('is fed the real glossary, whose wire names include the calls that keep an old name', () => {
    const glossary = readFileSync(path.resolve(import.meta.dirname, '../../../docs/glossary.md'), 'utf8');
    const wire = glossaryWireNames(glossary);
    expect(wire.has('getDolphyn')).toBe(true);
    expect(wire.has('getImprint')).toBe(true);
    expect(wire.has('Dp_id')).toBe(true);
  });
});
