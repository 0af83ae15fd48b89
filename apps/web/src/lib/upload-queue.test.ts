import { describe, expect, it } from 'vitest';
import { UploadQueue, type UploadResult, type UploadSource } from './upload-queue.ts';

/** A transport whose requests the test finishes by hand. */
function manualTransport() {
  const pending: Array<{
    file: UploadSource;
    url: string;
    progress(loaded: number, total: number): void;
    finish(result: UploadResult): void;
    fail(): void;
  }> = [];
  const transport = ({
    url,
    file,
    onProgress,
  }: {
    url: string;
    file: UploadSource;
    onProgress(l: number, t: number): void;
  }) =>
    new Promise<UploadResult>((resolve, reject) => {
      pending.push({
        file,
        url,
        progress: onProgress,
        finish: resolve,
        fail: () => reject(new Error('offline')),
      });
    });
  return { pending, transport };
}

const file = (name: string, size = 1000): UploadSource => ({ name, size });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('queues files, then runs at most `concurrency` at a time, starting the next as one finishes', async () => {
    const { pending, transport } = manualTransport();
    const completed: string[] = [];
    const queue = new UploadQueue({
      transport,
      concurrency: 2,
      onComplete: (upload, text) => completed.push(`${upload.name}:${text}`),
    });
    queue.add([file('a'), file('b'), file('c')], '/api/Pictures/uploadPicture?Name=x');
    expect(queue.getSnapshot().map((upload) => upload.status)).toEqual(['queued', 'queued', 'queued']);
    expect(pending).toHaveLength(0);

    queue.start();
    expect(queue.getSnapshot().map((upload) => upload.status)).toEqual(['active', 'active', 'queued']);
    expect(pending.map((request) => request.file.name)).toEqual(['a', 'b']);
    expect(pending[0]?.url).toBe('/api/Pictures/uploadPicture?Name=x');
    expect(queue.active).toBe(2);

    pending[1]?.finish({ status: 200, text: '{"Id":7}' });
    await settle();
    expect(completed).toEqual(['b:{"Id":7}']);
    expect(queue.getSnapshot().map((upload) => upload.status)).toEqual(['active', 'done', 'active']);
    expect(pending.map((request) => request.file.name)).toEqual(['a', 'b', 'c']);
    expect(queue.active).toBe(2);
  });

  it('defaults to three at a time and follows a new concurrency', async () => {
    const { pending, transport } = manualTransport();
    const queue = new UploadQueue({ transport });
    queue.add(
      ['a', 'b', 'c', 'd', 'e'].map((name) => file(name)),
      '/up',
    );
    queue.start();
    expect(pending).toHaveLength(3);
    queue.setConcurrency(4);
    expect(pending).toHaveLength(4);
  });

  it('reports progress in percent and the size in bytes, KiB, MiB (factor 1024, one decimal)', () => {
    const { pending, transport } = manualTransport();
    const queue = new UploadQueue({ transport, maxBytes: 10 * 1024 ** 3 });
    queue.add([file('small', 512), file('mid', 1536), file('big', 5 * 1024 * 1024 + 104_858)], '/up');
    expect(queue.getSnapshot().map((upload) => upload.size)).toEqual(['512 bytes', '1.5 KiB', '5.1 MiB']);
    queue.start();
    pending[1]?.progress(384, 1536);
    const mid = queue.getSnapshot()[1];
    expect(mid).toMatchObject({ loaded: 384, total: 1536, progress: 25 });
  });

  it('ignores a network error: the file is marked failed, no callback, the next one starts', async () => {
    const { pending, transport } = manualTransport();
    const completed: string[] = [];
    const queue = new UploadQueue({
      transport,
      concurrency: 1,
      onComplete: (upload) => completed.push(upload.name),
    });
    queue.add([file('a'), file('b')], '/up');
    queue.start();
    pending[0]?.fail();
    await settle();
    expect(queue.getSnapshot().map((upload) => upload.status)).toEqual(['failed', 'active']);
    expect(completed).toEqual([]);
    expect(pending).toHaveLength(2);
  });

  it('hands a refused upload (an HTTP error) to the callback with its status and text', async () => {
    const { pending, transport } = manualTransport();
    const answers: Array<[string, number]> = [];
    const queue = new UploadQueue({
      transport,
      onComplete: (_upload, text, status) => answers.push([text, status]),
    });
    queue.add([file('a')], '/up');
    queue.start();
    pending[0]?.finish({ status: 415, text: '{"error":"unsupported_file"}' });
    await settle();
    expect(answers).toEqual([['{"error":"unsupported_file"}', 415]]);
  });

  it('does not cancel a request when its file is removed from the list', async () => {
    const { pending, transport } = manualTransport();
    const completed: string[] = [];
    const queue = new UploadQueue({
      transport,
      concurrency: 1,
      onComplete: (upload) => completed.push(upload.name),
    });
    queue.add([file('a'), file('b')], '/up');
    queue.start();
    const [first] = queue.getSnapshot();
    queue.remove(first?.id ?? 0);
    expect(queue.getSnapshot().map((upload) => upload.name)).toEqual(['b']);
    expect(queue.active).toBe(1);
    pending[0]?.finish({ status: 200, text: 'ok' });
    await settle();
    expect(completed).toEqual(['a']);
    expect(queue.getSnapshot().map((upload) => upload.status)).toEqual(['active']);
  });

  it('refuses files over 2,000,000 bytes before sending anything', () => {
    const { pending, transport } = manualTransport();
    const queue = new UploadQueue({ transport });
    const { refused } = queue.add([file('ok', 2_000_000), file('huge', 2_000_001)], '/up');
    queue.start();
    expect(refused.map((refusedFile) => refusedFile.name)).toEqual(['huge']);
    expect(queue.getSnapshot().map((upload) => upload.name)).toEqual(['ok']);
    expect(pending.map((request) => request.file.name)).toEqual(['ok']);
  });

  it('tells subscribers about every change', () => {
    const { transport } = manualTransport();
    const queue = new UploadQueue({ transport });
    let calls = 0;
    const unsubscribe = queue.subscribe(() => {
      calls += 1;
    });
    queue.add([file('a')], '/up');
    const before = queue.getSnapshot();
    queue.start();
    expect(calls).toBe(2);
    expect(queue.getSnapshot()).not.toBe(before);
    unsubscribe();
    queue.clearFinished();
    expect(calls).toBe(2);
  });
});
