import { z } from 'zod';

/**
 * Who may make a call. The server checks it before the handler runs, with the call's `clubFields`;
 * the service finds the rows the call names within the host's club, and keeps the rules that depend
 * on the row itself (its author, its role).
 * - public: anyone, with or without a token
 * - member: any signed-in user of the request's club (or the super administrator)
 * - manager: the manager of the request's club (role 2) or the super administrator (role 1)
 * - superAdministrator: role exactly 1
 */
/** The rate limits a call may be counted in (see `ApiCall.rateLimit`). */
export type RateLimitBucket = 'auth' | 'export';

export type Access = 'public' | 'member' | 'manager' | 'superAdministrator';

/** Whether the call needs the club resolved from the host (`demo.example.com`). */
export type Tenancy = 'club' | 'any';

/**
 * How a field naming a club by its id is held to the club of the host, before the handler runs. A
 * request naming another club is answered 404 (`not_found`), whoever asks, as if that club were not
 * on this site.
 * - host: the host's club only
 * - hostUnlessSuperAdministrator: the host's club, or any club for the super administrator, who manages every
 *   club from any site
 */
export type ClubFieldRule = 'host' | 'hostUnlessSuperAdministrator';

/**
 * How the body travels: form-encoded or JSON fields, or one multipart `file` part. A GET call's
 * fields travel in the query string, as a file call's do.
 */
export type BodyKind = 'fields' | 'file';

/** How the answer travels: JSON checked by `response`, or a file (`FileAnswer`) to download. */
export type ResponseKind = 'json' | 'file';

/** What the handler of a `responseKind: 'file'` call returns: sent as an attachment named `fileName`. */
export interface FileAnswer {
  data: Uint8Array;
  /** One of the call's `fileTypes`. */
  contentType: string;
  /** The name the browser saves it under (any characters: the server makes the header safe). */
  fileName: string;
}

const isFileAnswer = (value: unknown): value is FileAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<FileAnswer>;
  return (
    answer.data instanceof Uint8Array &&
    typeof answer.contentType === 'string' &&
    typeof answer.fileName === 'string'
  );
};

/**
 * The answer of a call that answers a file, e.g. `defineCall({ ..., ...fileResponse(['application/gpx+xml']) })`:
 * its media types are documented (OpenAPI) and the server sends the handler's `FileAnswer` as is.
 */
export function fileResponse(fileTypes: readonly [string, ...string[]]) {
  return {
    responseKind: 'file' as const,
    fileTypes,
    response: z.custom<FileAnswer>(isFileAnswer, 'Expected a file answer'),
  };
}

/**
 * What a call does to stored data, for the server's read cache. A call that does not say may change
 * anything (many documented GET calls write), so each of its calls forgets the club's cached answers
 * showing the topics it `changes` (all of them when it does not say).
 * - read: changes nothing
 * - cachedRead: changes nothing, and an anonymous visitor's answer depends only on the site, the path,
 *   the body and the language: the server keeps it until the data it `shows` changes
 * - counter: only counts a view or a like (and stores who liked, which no cached answer shows): the
 *   counts in cached answers may lag a little (the read cache's lifetime, 10 s)
 * - privateWrite: changes only rows that no cached answer shows (sessions, one-time tokens, messages,
 *   divers' files, dive plans)
 */
export type CallEffect = 'read' | 'cachedRead' | 'counter' | 'privateWrite';

/**
 * The kinds of data a cached answer may show, for the server's read cache: a write forgets only the
 * answers showing a topic it changes. Every answer in a club also depends on the club's row and
 * languages (`club`), which pick its language; `platform` is data no club's write changes (countries,
 * languages, subscriptions, settings, the platform's own texts).
 */
export const cacheTopics = [
  'club',
  'clubInfos',
  'carousel',
  'news',
  'comments',
  'spots',
  'spotInfos',
  'layers',
  'replays',
  'pictures',
  'videos',
  'members',
  'legalNotice',
  'livePage',
  'outings',
  'platform',
] as const;
export type CacheTopic = (typeof cacheTopics)[number];

/**
 * A topic, or its part about one item: `{ topic: 'comments', by: 'id' }` is the comments of the news
 * item the call's `id` names. A read names a path parameter; a write a path parameter or a body field
 * (when the request lacks it, e.g. a creation, the write changes the whole topic).
 */
export type TopicRef = CacheTopic | { topic: CacheTopic; by: string };

/**
 * Another verb and path answering the same call, with the same access, tenancy, limits and handler:
 * the form SPEC.md section 7 documents where the web app's path differs (`/api/News/editImageUrl`
 * besides `/api/News/editImageUrl/{id}`). A placeholder of the call's path that the alias's path
 * lacks is read from the query string, a form or JSON body field, or a multipart field sent before
 * the file, by the same name.
 */
export interface CallAlias {
  method: 'GET' | 'POST';
  path: string;
  /** A placeholder that, when the request does not name it, is the club of the request's host. */
  hostClubParam?: string;
}

export interface ApiCall<
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
  T extends Tenancy = Tenancy,
> {
  method: 'GET' | 'POST';
  /** Documented path with `{name}` placeholders, e.g. `/api/Users/validate/{token}`. */
  path: string;
  summary: string;
  access: A;
  tenancy: T;
  /**
   * The path parameters or body fields (first found, in that order) naming a club, each with its rule
   * (see `ClubFieldRule`). A row of a club (a news item, a spot) is found by the handler within the
   * host's club, so that another club's row is missing (404) too.
   */
  clubFields?: Readonly<Record<string, ClubFieldRule>>;
  bodyKind: BodyKind;
  params: Params;
  body: Body;
  response: Response;
  responseKind: ResponseKind;
  /** The media types a `responseKind: 'file'` call may answer (see `fileResponse`). */
  fileTypes?: readonly string[];
  /**
   * Rate-limit bucket: `auth` for calls that guess secrets or send mail; `export` for files written on
   * demand in the server's worker pool, counted for anonymous visitors only.
   */
  rateLimit?: RateLimitBucket;
  /** Largest request body accepted, in bytes, when above the server's default (KML text, base64 pictures). */
  bodyLimit?: number;
  /** Largest file a `bodyKind: 'file'` call accepts, in bytes, when not IMAGE_MAX_BYTES (a KMZ). */
  fileMaxBytes?: number;
  effect?: CallEffect;
  /**
   * The data a read's answer shows (see `CacheTopic`): a `cachedRead` says, for the server's read cache;
   * another read may, for the web app, which asks for it again only after writes changing them
   * (apps/web/src/lib/calls.ts), and after any write when it does not say.
   */
  shows?: readonly TopicRef[];
  /**
   * A write's topics: the data it may change, so that it forgets only the cached answers showing them.
   * Absent: it may change anything of the club (every club, outside a club's tenancy).
   */
  changes?: readonly TopicRef[];
  /** Other verbs and paths answering this call (see `CallAlias`). */
  aliases?: readonly CallAlias[];
  /**
   * Body fields holding a file's text, which the handler reads itself: a NUL character there (a
   * binary file such as a KMZ sent as text) gets the call's own answer, not `invalid_input`.
   */
  fileTextFields?: readonly string[];
}

const noParams = z.object({});
const noBody = z.object({});

type CallInput<
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Access,
  T extends Tenancy,
> = {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  access: A;
  tenancy?: T;
  clubFields?: Readonly<Record<string, ClubFieldRule>>;
  bodyKind?: BodyKind;
  params?: P;
  body?: B;
  response: R;
  responseKind?: ResponseKind;
  fileTypes?: readonly string[];
  rateLimit?: RateLimitBucket;
  bodyLimit?: number;
  fileMaxBytes?: number;
  effect?: CallEffect;
  shows?: readonly TopicRef[];
  changes?: readonly TopicRef[];
  aliases?: readonly CallAlias[];
  fileTextFields?: readonly string[];
};

export function defineCall<
  R extends z.ZodType,
  A extends Access,
  P extends z.ZodType = typeof noParams,
  B extends z.ZodType = typeof noBody,
  T extends Tenancy = 'club',
>(input: CallInput<P, B, R, A, T>): ApiCall<P, B, R, A, T> {
  return {
    bodyKind: 'fields',
    responseKind: 'json',
    ...input,
    tenancy: (input.tenancy ?? 'club') as T,
    params: (input.params ?? noParams) as P,
    body: (input.body ?? noBody) as B,
  };
}

export type ParamsOf<C extends ApiCall> = z.input<C['params']>;
export type BodyOf<C extends ApiCall> = z.input<C['body']>;
export type ResponseOf<C extends ApiCall> = z.output<C['response']>;

/** The names of the `{placeholders}` of a documented path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** `/api/Users/validate/{token}` -> `/api/Users/validate/:token` for the server's router. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// In a module of its own, without zod: the browser's first load builds paths (apps/web/light-calls.ts).
export { buildPath } from './path.ts';
