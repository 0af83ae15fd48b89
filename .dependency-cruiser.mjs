/**
 * `npm run check` fails on any import cycle in the repository's TypeScript (issue 32).
 *
 * Parsed with swc: dependency-cruiser reads TypeScript through the `typescript` package only up to 6,
 * and this project's TypeScript 7 has no JavaScript compiler API. swc keeps `import type` in its tree,
 * so a type-only import ties two files like any other. No tsconfig declares `paths`: the imports
 * resolve as the tsconfigs make them (relative with their extension, `@club/shared/*` through the
 * package's `exports`), which the resolve options below repeat.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other, directly or through others (type-only imports count).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data[^/]*)/' },
    moduleSystems: ['es6'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'],
    },
  },
};
