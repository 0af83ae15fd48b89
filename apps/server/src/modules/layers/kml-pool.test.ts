import { errorCodes } from '@club/shared/api/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { createKmlReader, KML_EXPORT_THREADS, KML_READ_THREADS } from './kml-pool.ts';
import { placemarksKml } from './kml-test-files.ts';

/** About 225,000 nodes and 45,000 shapes: a tree of about 40 MB and a layer as big, read in a second or more. */
const big = placemarksKml(45_000);
const small = placemarksKml(2);

async function refusal(reading: Promise<unknown>): Promise<AppError> {
  const error = await reading.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createKmlReader', () => {
  it('answers 413 when a worker runs out of its heap, and reads the next layer with a new worker', async () => {
    const reader = createKmlReader({ heapMb: 48 });
    try {
      const error = await refusal(reader.read(big));
      expect(error).toMatchObject({ status: 413, code: errorCodes.fileTooBig });
      expect(error.message).toBe(
        'This KML layer is too big to read: reading it needs more than 48 MB of memory',
      );
      expect((await reader.read(small)).kml).toContain('<name>Bouée 1</name>');
    } finally {
      await reader.close();
    }
  });

  it('abandons a read past its time (the worker is ended) and reads the next layer', async () => {
    const reader = createKmlReader({ timeoutMs: 50 });
    try {
      const error = await refusal(reader.read(big));
      expect(error).toMatchObject({ status: 413, code: errorCodes.fileTooBig });
      expect(error.message).toBe('This KML layer is too big to read: it took longer than 0.05 s to read');
    } finally {
      await reader.close();
    }
    const patient = createKmlReader();
    try {
      expect((await patient.read(small)).kml).toContain('<name>Bouée 0</name>');
    } finally {
      await patient.close();
    }
  });

  it('refuses at once (429) a read that finds every worker busy and the line full', async () => {
    const reader = createKmlReader({ maxWaiting: 1 });
    try {
      // Every worker taken and one read in line, from the moment the reads are asked.
      const reads = Array.from({ length: KML_READ_THREADS + 1 }, () => reader.read(small));
      const error = await refusal(reader.read(small));
      expect(error).toMatchObject({ status: 429, code: errorCodes.rateLimited });
      for (const read of reads) expect((await read).kml).toContain('<name>Bouée 1</name>');
      expect((await reader.read(small)).kml).toContain('<name>Bouée 1</name>');
    } finally {
      await reader.close();
    }
  });

  it('keeps workers for reads however many exports are asked: an upload is read while exports hold theirs', async () => {
    // No line: a task that finds its workers all busy is refused at once, so what holds a worker shows.
    // A worker starting on a busy machine is no read past its time.
    const reader = createKmlReader({ maxWaiting: 0, timeoutMs: 120_000 });
    try {
      const task = { kml: small, format: 'kmz' as const, origin: 'http://demo.localhost:3000', files: [] };
      // As many exports as there are workers in all, asked at once: those past the exports' own are refused.
      const exports = Array.from({ length: KML_READ_THREADS + KML_EXPORT_THREADS }, () =>
        reader.exportLayer(task).then(
          () => 'written',
          (error: unknown) => error,
        ),
      );
      // Asked while every export still holds its worker: before, the exports held them all (429).
      const upload = await reader.read(small);
      expect(upload.kml).toContain('<name>Bouée 1</name>');
      const answers = await Promise.all(exports);
      expect(answers.filter((answer) => answer === 'written')).toHaveLength(KML_EXPORT_THREADS);
      for (const answer of answers.filter((answer) => answer !== 'written'))
        expect(answer).toMatchObject({ status: 429, code: errorCodes.rateLimited });
    } finally {
      await reader.close();
    }
  });

  it('answers the refusals of cleanKml as they are thrown there', async () => {
    const reader = createKmlReader();
    try {
      const error = await refusal(reader.read('<html><body>hello</body></html>'));
      expect(error).toMatchObject({ status: 400, code: errorCodes.notKml });
      expect(error.message).toBe('This file is not a KML layer: the root element is not <kml>');
    } finally {
      await reader.close();
    }
  });
});
