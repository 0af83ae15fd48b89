import { DEFAULT_UPLOAD_CONCURRENCY, IMAGE_MAX_BYTES } from '@club/shared/constants';
import { humanFileSize } from '@club/shared/domain/file-size';

/**
 * The upload helper of SPEC.md sections 1 and 4: a list of files uploaded in the background, at most
 * `concurrency` at a time. A file is queued, then active, then done. Starting activates queued files
 * up to the concurrency; when one finishes the next queued one starts and the completion callback
 * receives the file and the server's answer as text. A network error is ignored (the file is marked
 * failed, the next one starts). Removing a file from the list does not cancel its request.
 */

export type UploadStatus = 'queued' | 'active' | 'done' | 'failed';

export interface UploadSource {
  name: string;
  size: number;
}

export interface QueuedUpload<F extends UploadSource = UploadSource> {
  id: number;
  file: F;
  name: string;
  /** Where it is posted (multipart, one field `file`). */
  url: string;
  status: UploadStatus;
  /** Bytes sent so far. */
  loaded: number;
  total: number;
  /** 0 to 100. */
  progress: number;
  /** Bytes, KiB, MiB or GiB, factor 1024, one decimal above bytes. */
  size: string;
  /** HTTP status of the answer once done. */
  httpStatus: number | null;
}

export interface UploadResult {
  status: number;
  text: string;
}

/** Sends one file; calls onProgress as bytes go out; rejects on a network error only. */
export type UploadTransport<F extends UploadSource> = (request: {
  url: string;
  file: F;
  onProgress(loaded: number, total: number): void;
}) => Promise<UploadResult>;

export interface UploadQueueOptions<F extends UploadSource> {
  transport: UploadTransport<F>;
  concurrency?: number;
  /** Files over this many bytes are refused by add() (SPEC.md section 5: images over 2,000,000 bytes). */
  maxBytes?: number;
  onComplete?(upload: QueuedUpload<F>, text: string, status: number): void;
}

export class UploadQueue<F extends UploadSource = UploadSource> {
  private items: QueuedUpload<F>[] = [];
  private snapshot: readonly QueuedUpload<F>[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private activeCount = 0;
  private concurrency: number;
  private readonly transport: UploadTransport<F>;
  private readonly maxBytes: number;
  onComplete: UploadQueueOptions<F>['onComplete'];

  constructor(options: UploadQueueOptions<F>) {
    this.transport = options.transport;
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_UPLOAD_CONCURRENCY);
    this.maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
    this.onComplete = options.onComplete;
  }

  /** The files of the list, as an immutable snapshot (new array on every change). */
  getSnapshot = (): readonly QueuedUpload<F>[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many requests are running, listed or not. */
  get active(): number {
    return this.activeCount;
  }

  setConcurrency(concurrency: number): void {
    this.concurrency = Math.max(1, concurrency);
    this.start();
  }

  /** Queues files to post to `url`; returns the files refused for their size (nothing is sent for them). */
  add(files: F[], url: string, name: (file: F) => string = (file) => file.name): { refused: F[] } {
    const refused: F[] = [];
    for (const file of files) {
      if (file.size > this.maxBytes) {
        refused.push(file);
        continue;
      }
      this.items.push({
        id: this.nextId++,
        file,
        name: name(file),
        url,
        status: 'queued',
        loaded: 0,
        total: file.size,
        progress: 0,
        size: humanFileSize(file.size),
        httpStatus: null,
      });
    }
    this.emit();
    return { refused };
  }

  /** Activates queued files up to the concurrency. */
  start(): void {
    let changed = false;
    for (const item of this.items) {
      if (this.activeCount >= this.concurrency) break;
      if (item.status !== 'queued') continue;
      this.activeCount += 1;
      this.update(item.id, { status: 'active' }, false);
      changed = true;
      void this.run(item.id, item);
    }
    if (changed) this.emit();
  }

  /** Takes a file off the list; its request, if running, goes on and its completion callback still fires. */
  remove(id: number): void {
    this.items = this.items.filter((item) => item.id !== id);
    this.emit();
  }

  /** Takes finished files off the list. */
  clearFinished(): void {
    this.items = this.items.filter((item) => item.status === 'queued' || item.status === 'active');
    this.emit();
  }

  private async run(id: number, item: QueuedUpload<F>): Promise<void> {
    let result: UploadResult | null = null;
    try {
      result = await this.transport({
        url: item.url,
        file: item.file,
        onProgress: (loaded, total) => {
          const size = total > 0 ? total : item.total;
          this.update(id, {
            loaded,
            total: size,
            progress: size > 0 ? Math.min(100, (100 * loaded) / size) : 0,
          });
        },
      });
    } catch {
      // Network errors are ignored (SPEC.md section 8): the file is marked failed, the queue moves on.
    }
    this.activeCount -= 1;
    const finished: Partial<QueuedUpload<F>> = result
      ? { status: 'done', loaded: item.total, progress: 100, httpStatus: result.status }
      : { status: 'failed' };
    this.update(id, finished, false);
    this.start();
    this.emit();
    if (result) this.onComplete?.({ ...item, ...finished } as QueuedUpload<F>, result.text, result.status);
  }

  private update(id: number, patch: Partial<QueuedUpload<F>>, notify = true): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    if (notify) this.emit();
  }

  private emit(): void {
    this.snapshot = [...this.items];
    for (const listener of this.listeners) listener();
  }
}

/**
 * The browser's transport: XMLHttpRequest, the one browser API that reports upload progress.
 * Posts multipart with the single field `file` and reads the answer as text.
 */
export function xhrTransport(headers: () => Record<string, string>): UploadTransport<File> {
  return ({ url, file, onProgress }) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      request.onload = () => resolve({ status: request.status, text: request.responseText });
      request.onerror = () => reject(new Error('network error'));
      request.onabort = () => reject(new Error('aborted'));
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
}
