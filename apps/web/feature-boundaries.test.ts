import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule of biome.json that keeps web features apart (STYLE.md 8), run on probe files laid out
 * as in apps/web/src/features, in a folder of their own with a copy of the repository's configuration.
 */
const root = path.resolve(import.meta.dirname, '../..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/** A file under src/features and the one import it makes. */
const cases: { file: string; line: string; forbidden: boolean }[] = [
  { file: 'home/components/a.ts', line: "import { a } from '../../news/api/x.ts';", forbidden: true },
  { file: 'home/components/b.ts', line: "import { a } from '../../../features/news/x.ts';", forbidden: true },
  {
    file: 'home/components/c.ts',
    line: "export { a } from '../../media/components/x.tsx';",
    forbidden: true,
  },
  {
    file: 'home/components/d.ts',
    line: "export const a = () => import('../../media/x.tsx');",
    forbidden: true,
  },
  { file: 'home/e.ts', line: "import { a } from '../news/x.ts';", forbidden: true },
  { file: 'spots/editor/deep/f.ts', line: "import { a } from '../../../media/x.ts';", forbidden: true },
  { file: 'outings/pages/g.ts', line: "import { a } from '../../club/api/members.ts';", forbidden: true },
  { file: 'home/components/h.ts', line: "import { a } from '../../../lib/flash.ts';", forbidden: false },
  {
    file: 'home/components/i.ts',
    line: "import { a } from '../../../components/empty-state.tsx';",
    forbidden: false,
  },
  { file: 'home/components/j.ts', line: "import { a } from '../api/save-spot.ts';", forbidden: false },
  { file: 'home/components/k.ts', line: "import { a } from './home-slots.tsx';", forbidden: false },
  { file: 'home/l.ts', line: "import { a } from '../../lib/flash.ts';", forbidden: false },
  { file: 'spots/editor/deep/m.ts', line: "import { a } from '../../../../lib/x.ts';", forbidden: false },
  { file: 'news/api/n.ts', line: "import { a } from '@club/shared/api/news';", forbidden: false },
];

let folder: string;
let refused: Set<string>;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
  // The rules as they are, without what ties them to the repository (its git folder, its file list).
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  delete config.files;
  writeFileSync(path.join(folder, 'biome.json'), JSON.stringify(config));
  for (const { file, line } of cases) {
    const probe = path.join(folder, 'apps/web/src/features', file);
    mkdirSync(path.dirname(probe), { recursive: true });
    writeFileSync(probe, `${line}\nexport const used = typeof a;\n`);
  }
  let output: string;
  try {
    output = execFileSync(process.execPath, [biome, 'lint', '--reporter=json', 'apps'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Errors found: biome says so by its exit code, the report is still on its output.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  refused = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => path.relative('apps/web/src/features', diagnostic.location.path)),
  );
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('imports between web features (biome.json)', () => {
  for (const { file, line, forbidden } of cases) {
    it(`${forbidden ? 'refuses' : 'accepts'} in features/${file}: ${line}`, () => {
      expect(refused.has(file)).toBe(forbidden);
    });
  }
});
