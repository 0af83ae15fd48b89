import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importCycles,
  importGraph,
  moduleLoops,
  readSourceFiles,
  relativeSpecifiers,
  structureOffences,
} from './check-structure.ts';
import { cacheKeysOutsideCalls } from './web-cache-keys.ts';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const a${index} = ${index};`);

/** A small tree that breaks none of the rules. */
const sound = new Map([
  ['app.ts', "import { newsRoutes } from './modules/news/routes.ts';\n"],
  [
    'modules/news/routes.ts',
    "import * as news from './service.ts';\nimport { db } from '../../platform/db.ts';\n",
  ],
  [
    'modules/news/service.ts',
    "import type { UserRow } from '../users/queries.ts';\nimport { toUser } from '../users/mappers.ts';\n",
  ],
  ['modules/users/service.ts', "import { toUser } from './mappers.ts';\n"],
  ['modules/users/mappers.ts', "import type { UserRow } from './queries.ts';\n"],
  [
    'modules/users/queries.ts',
    "import { eq } from 'drizzle-orm';\nimport { db } from '../../platform/db.ts';\n" +
      'export const findUser = (id: number) => db.select().from(users).where(eq(users.id, id));\n',
  ],
  ['platform/db.ts', lines(400).join('\n')],
  ['modules/news/news.test.ts', lines(900).join('\n')],
]);

const withFiles = (files: Record<string, string>) => new Map([...sound, ...Object.entries(files)]);

describe('the structure check', () => {
  it('finds nothing in a tree that keeps the rules', () => {
    expect(structureOffences(sound)).toEqual([]);
  });

  it('reads static import and export specifiers, on one line or several, and only relative ones', () => {
    const text = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b.ts';",
      "export { d } from './d.ts';",
      "export * from './e.ts';",
      "import './side-effect.ts';",
      "import { z } from 'zod';",
      "const later = await import('./dynamic.ts');",
    ].join('\n');
    expect(relativeSpecifiers(text).sort()).toEqual([
      '../b.ts',
      './a.ts',
      './d.ts',
      './e.ts',
      './side-effect.ts',
    ]);
  });

  it("refuses a module importing another module's service, a *-service.ts file too", () => {
    const files = withFiles({
      'modules/members/service.ts': "import { toUser } from '../users/service.ts';\n",
      'modules/seo/queries.ts': "import {\n  listClubs,\n} from '../clubs/admin-service.ts';\n",
      'modules/clubs/admin-service.ts': '',
    });
    expect(structureOffences(files)).toEqual([
      "modules/members/service.ts: imports modules/users/service.ts, another module's service",
      "modules/seo/queries.ts: imports modules/clubs/admin-service.ts, another module's service",
    ]);
  });

  it('refuses an import cycle, type-only imports included', () => {
    const files = withFiles({
      'platform/tenancy.ts': "import type { ReadCache } from './read-cache.ts';\n",
      'platform/read-cache.ts': "import type { ClubRow } from './tenancy.ts';\n",
      'modules/a/routes.ts': "import { b } from '../b/queries.ts';\n",
      'modules/b/queries.ts': "import { c } from '../c/queries.ts';\n",
      'modules/c/queries.ts': "import { a } from '../a/routes.ts';\n",
    });
    expect(importCycles(importGraph(files))).toEqual([
      'modules/a/routes.ts: in an import cycle modules/a/routes.ts -> modules/b/queries.ts -> modules/c/queries.ts -> modules/a/routes.ts',
      'platform/read-cache.ts: in an import cycle platform/read-cache.ts -> platform/tenancy.ts -> platform/read-cache.ts',
    ]);
    // The cycle through modules a, b and c is also a loop of the modules.
    expect(structureOffences(files)).toContain(
      'modules/a: in a loop of modules a -> b -> c -> a (modules/a/routes.ts -> modules/b/queries.ts, ' +
        'modules/b/queries.ts -> modules/c/queries.ts, modules/c/queries.ts -> modules/a/routes.ts)',
    );
    expect(structureOffences(files)).toHaveLength(3);
  });

  it('refuses modules that import each other, directly or through other modules, naming the imports', () => {
    const files = withFiles({
      'modules/spots/service.ts': "import { spotLayerStorage } from '../layers/stored-layers.ts';\n",
      'modules/spots/require-spot.ts': '',
      'modules/layers/stored-layers.ts': '',
      'modules/layers/service.ts': "import { requireSpot } from '../spots/require-spot.ts';\n",
      'modules/clubs/club-files.ts': "import { spotLayersFolder } from '../layers/layer-keys.ts';\n",
      'modules/layers/layer-keys.ts': '',
      'modules/spots/routes.ts': "import { listClubLanguages } from '../clubs/queries.ts';\n",
      'modules/clubs/queries.ts': '',
    });
    expect(moduleLoops(importGraph(files))).toEqual([
      'modules/clubs: in a loop of modules clubs -> layers -> spots -> clubs (' +
        'modules/clubs/club-files.ts -> modules/layers/layer-keys.ts, ' +
        'modules/layers/service.ts -> modules/spots/require-spot.ts, ' +
        'modules/spots/routes.ts -> modules/clubs/queries.ts)',
      'modules/layers: in a loop of modules layers -> spots -> layers (' +
        'modules/layers/service.ts -> modules/spots/require-spot.ts, ' +
        'modules/spots/service.ts -> modules/layers/stored-layers.ts)',
    ]);
    // No file cycle: the modules loop through different files of each.
    expect(importCycles(importGraph(files))).toEqual([]);
    expect(structureOffences(files)).toHaveLength(2);
  });

  it("takes a module's tests and files outside modules/ for no tie between modules", () => {
    const files = withFiles({
      'modules/layers/queries.ts': '',
      'modules/spots/service.ts': "import { listLayers } from '../layers/queries.ts';\n",
      'modules/layers/layers.test.ts': "import { createSpot } from '../spots/service.ts';\n",
      'platform/app-deps.ts':
        "import { x } from '../modules/spots/service.ts';\nimport { y } from '../modules/layers/queries.ts';\n",
    });
    expect(moduleLoops(importGraph(files))).toEqual([]);
    expect(structureOffences(files)).toEqual([
      "modules/layers/layers.test.ts: imports modules/spots/service.ts, another module's service",
    ]);
  });

  it("refuses SQL in a module's file other than its queries files (cases in sql-outside-queries.test.ts)", () => {
    const files = withFiles({
      'modules/news/service.ts': "import { toUser } from '../users/mappers.ts';\nawait db.delete(news);\n",
    });
    expect(structureOffences(files)).toEqual([
      "modules/news/service.ts:2: runs SQL (db.delete) outside the module's queries.ts: move the query there (or to a *-queries.ts) and call it",
    ]);
  });

  it('fails on a query key or a write made by hand in the web app, outside its lib/calls.ts and call-*.ts', () => {
    const web = new Map([
      [
        'apps/web/src/lib/calls.ts',
        'export const callQuery = (call) => queryOptions({ queryKey: [call.path], queryFn });\n' +
          'useMutation({ mutationFn: send });\n',
      ],
      ['apps/web/src/lib/call-writes.ts', 'useMutation({ mutationFn: send });\n'],
      [
        'apps/web/src/lib/calls.test.ts',
        'expect(callQuery(x).queryKey).toEqual([]);\nconst o = { queryKey: [] };\n',
      ],
      [
        'apps/web/src/features/news/api/get-news.ts',
        "// The key was { queryKey: ['news'] } before issue 32.\n" +
          "const label = 'mutationFn: none';\n" +
          'export const useNews = () => useCall(getNews, { params: { id } });\n',
      ],
      [
        'apps/web/src/features/news/components/news-editor.tsx',
        "import { useQuery } from '@tanstack/react-query';\n" +
          "const news = useQuery({ queryKey: ['news', id], queryFn });\n" +
          'const save = useMutation({\n  mutationFn : (body) => callApi(editNews, { body }),\n});\n',
      ],
      ['apps/server/src/modules/news/cache.ts', "const entry = { queryKey: 'not the web app' };\n"],
    ]);
    const reason =
      'read with useCall / useCallPages / callQuery and write with useCallMutation (apps/web/src/lib/calls.ts, call-*.ts)';
    expect(cacheKeysOutsideCalls(web)).toEqual([
      `apps/web/src/features/news/components/news-editor.tsx:2: makes a query key by hand (queryKey:): ${reason}`,
      `apps/web/src/features/news/components/news-editor.tsx:4: makes a write by hand (mutationFn:): ${reason}`,
    ]);
  });

  describe('on files read from a folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-structure-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names them from the folder, with / separators, and checks them', () => {
      mkdirSync(path.join(root, 'modules/videos'), { recursive: true });
      mkdirSync(path.join(root, 'modules/pictures'), { recursive: true });
      writeFileSync(
        path.join(root, 'modules/videos/service.ts'),
        "import { x } from '../pictures/service.ts';\n",
      );
      writeFileSync(path.join(root, 'modules/pictures/service.ts'), '');
      writeFileSync(
        path.join(root, 'modules/pictures/notes.md'),
        "import { y } from '../videos/service.ts';\n",
      );
      const files = readSourceFiles(root);
      expect([...files.keys()].sort()).toEqual(['modules/pictures/service.ts', 'modules/videos/service.ts']);
      expect(structureOffences(files)).toEqual([
        "modules/videos/service.ts: imports modules/pictures/service.ts, another module's service",
      ]);
    });
  });
});
