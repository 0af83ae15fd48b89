import type { Plugin } from 'vite';

/** The call definitions of the shared contract (packages/shared/src/api/*.ts). */
const CONTRACT_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/][^\\/]+\.ts$/;

/** `summary: 'text'`, or a sum of quoted texts over several lines, up to its comma. */
const SUMMARY =
  /\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(?:\s*\+\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"))*/g;

/**
 * A call's `summary` is documentation for the OpenAPI page the server builds; the browser never reads
 * it. Emptied in the web build, it leaves the home route's budget (bench/web-budget.ts).
 */
export function stripCallSummaries(code: string): string {
  // The lines the summary spanned stay, so the source map of the module still points right.
  return code.replace(SUMMARY, (summary) => `summary: ''${'\n'.repeat(summary.split('\n').length - 1)}`);
}

export function stripCallSummariesPlugin(): Plugin {
  return {
    name: 'club:strip-call-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      return { code: stripCallSummaries(code), map: null };
    },
  };
}
