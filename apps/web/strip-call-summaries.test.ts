import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripCallSummaries } from './strip-call-summaries.ts';

const contractDir = path.resolve(import.meta.dirname, '../../packages/shared/src/api');

describe('stripCallSummaries', () => {
  it('empties one-line and multi-line summaries, with quotes and escapes inside', () => {
    const code = [
      "defineCall({ summary: 'One spot.', access: 'public' });",
      "defineCall({\n  summary:\n    \"The club's spots, \" +\n    'by name (\\'A\\' first).',\n  access: 'public',\n});",
    ].join('\n');
    expect(stripCallSummaries(code)).toBe(
      [
        "defineCall({ summary: '', access: 'public' });",
        "defineCall({\n  summary: ''\n\n,\n  access: 'public',\n});",
      ].join('\n'),
    );
  });

  it('leaves no summary text in any module of the contract', () => {
    for (const file of readdirSync(contractDir).filter((name) => name.endsWith('.ts'))) {
      const stripped = stripCallSummaries(readFileSync(path.join(contractDir, file), 'utf8'));
      const left = [...stripped.matchAll(/\bsummary:\s*(?!'',?)(\S.*)/g)]
        .map((match) => match[1])
        // The type of the field in contract.ts.
        .filter((rest) => rest !== 'string;');
      expect(left, file).toEqual([]);
    }
  });
});
