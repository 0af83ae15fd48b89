import { editClub } from '@club/shared/api/clubs';
import { sendMessage } from '@club/shared/api/messages';
import { addComment, getCommentsPage, getNewsByClub, getNewsDetails } from '@club/shared/api/news';
import { getParticipants } from '@club/shared/api/outings';
import { exportMyData } from '@club/shared/api/own-data';
import { uploadPicture } from '@club/shared/api/pictures';
import { deleteSpot, editSpot, getSpotsByClub } from '@club/shared/api/spots';
import { updateProfile, validate } from '@club/shared/api/users';
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callsMutationOptions, type MakeCall, type WriteOptions } from './call-writes.ts';
import {
  allOfCall,
  answersOf,
  callKey,
  callPagesQuery,
  callQuery,
  forgetReadsChangedBy,
  mayChange,
  updateAnswersOf,
} from './calls.ts';
import { setServerRequestSource } from './render-environment.ts';

/**
 * The calls are answered by a fake server (the API client of a server render sends them through the
 * request's `fetch`): a read gets `[]`, a write `{}`, unless `refuse` says otherwise.
 */
const sent: string[] = [];
let refuse: { path: string; status: number } | null = null;
setServerRequestSource(() => ({
  alias: 'demo',
  language: 'fr',
  phone: false,
  fetch: async (url, init) => {
    const path = new URL(url, 'http://demo.test').pathname;
    sent.push(`${init.method} ${path}`);
    if (refuse && path.startsWith(refuse.path))
      return Response.json({ error: 'not_found', message: 'gone' }, { status: refuse.status });
    return Response.json(init.method === 'GET' ? [] : {});
  },
}));
afterAll(() => setServerRequestSource(() => undefined));

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  sent.length = 0;
  refuse = null;
});

const comments = callQuery(getCommentsPage, { params: { id: 7 }, body: {} });
const spots = callQuery(getSpotsByClub, { params: { clubId: 1 } });
const participants = callQuery(getParticipants, { params: { id: 3 } });
const forgotten = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;

/** Makes a write as `useCallsMutation` does, without React. */
function write<Variables, Result>(
  send: (variables: Variables, make: MakeCall) => Promise<Result>,
  variables: Variables,
  options: WriteOptions<Result, Variables> = {},
) {
  return new MutationObserver(queryClient, callsMutationOptions(queryClient, send, options)).mutate(
    variables,
  );
}

describe('the key of a read', () => {
  it("is the call's path, its path parameters and its body, the same for a loader and a hook", () => {
    expect(callKey(getNewsDetails, { params: { id: 12 } })).toEqual([getNewsDetails.path, { id: 12 }, {}]);
    expect(callQuery(getNewsDetails, { params: { id: 12 } }).queryKey).toEqual(
      callKey(getNewsDetails, { params: { id: 12 } }),
    );
    expect(callKey(getSpotsByClub)).toEqual([getSpotsByClub.path, {}, {}]);
    expect(allOfCall(getNewsDetails)).toEqual([getNewsDetails.path]);
  });

  it('of a paged read is its first page, marked: never the key of that page read alone', () => {
    const paged = callPagesQuery(
      getNewsByClub,
      (page) => ({ params: { clubId: 1, page } }),
      () => undefined,
    );
    const single = callKey(getNewsByClub, { params: { clubId: 1, page: 0 } });
    expect(paged.queryKey).not.toEqual(single);
    expect(paged.queryKey).toEqual([...single, 'pages']);
    expect(paged.initialPageParam).toBe(0);
    const byCursor = callPagesQuery(
      getCommentsPage,
      (before: number | null) => ({ params: { id: 7 }, body: before === null ? {} : { before } }),
      () => undefined,
      null,
    );
    expect(byCursor.queryKey).toEqual([...comments.queryKey, 'pages']);
  });
});

describe('updateAnswersOf', () => {
  it('changes every cached answer of a call, single or paged, and no other call', async () => {
    const item = [{ Id: 1, Nb_likes: 0 }];
    queryClient.setQueryData(callKey(getSpotsByClub, { params: { clubId: 1 } }), item);
    queryClient.setQueryData([...callKey(getSpotsByClub, { params: { clubId: 2 } }), 'pages'], {
      pages: [item],
      pageParams: [0],
    });
    queryClient.setQueryData(callKey(getNewsByClub, { params: { clubId: 1, page: 0 } }), item);
    const like = (answer: unknown) =>
      JSON.parse(JSON.stringify(answer).replace('"Nb_likes":0', '"Nb_likes":1'));
    updateAnswersOf(queryClient, getSpotsByClub, like);
    expect(JSON.stringify(queryClient.getQueriesData({ queryKey: allOfCall(getSpotsByClub) }))).not.toContain(
      '"Nb_likes":0',
    );
    expect(answersOf(queryClient, getSpotsByClub)).toEqual([[{ Id: 1, Nb_likes: 1 }]]);
    expect(answersOf(queryClient, getNewsByClub)).toEqual([item]);
  });
});

describe('mayChange', () => {
  it('says a write may change a read when they share a topic, an item ref counting as its topic', () => {
    expect(mayChange(['comments'], [{ topic: 'comments', by: 'id' }, 'members'])).toBe(true);
    expect(mayChange([{ topic: 'layers', by: 'Spot_id' }], [{ topic: 'layers', by: 'spotId' }])).toBe(true);
    expect(mayChange(['comments'], ['spots'])).toBe(false);
    expect(mayChange([], ['spots'])).toBe(false);
  });

  it('counts `club` as every topic, and a write or a read that does not say as anything', () => {
    expect(mayChange(['club'], ['spots'])).toBe(true);
    expect(mayChange(undefined, ['spots'])).toBe(true);
    expect(mayChange(['spots'], undefined)).toBe(true);
    expect(mayChange([], undefined)).toBe(true);
  });
});

describe('a write', () => {
  beforeEach(async () => {
    await Promise.all([
      queryClient.fetchQuery(comments),
      queryClient.fetchQuery(spots),
      queryClient.fetchQuery(participants),
    ]);
  });

  it('forgets the reads showing what it changes, and no other', async () => {
    await write(
      (text: string, make) => make(addComment, { body: { news_id: 7, comment_content: text } }),
      'Hi',
    );
    expect(sent).toContain(`POST ${addComment.path}`);
    expect(forgotten(comments.queryKey)).toBe(true);
    expect(forgotten(spots.queryKey)).toBe(false);
  });

  it('that changes the club forgets every read', async () => {
    await write((body: object, make) => make(editClub, { body: body as never }), {});
    expect([comments, spots, participants].map((read) => forgotten(read.queryKey))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('forgets a read that does not say what it shows, whatever it changes', async () => {
    await write((id: number, make) => make(deleteSpot, { params: { id } }), 4);
    expect(forgotten(participants.queryKey)).toBe(true);
    expect(forgotten(comments.queryKey)).toBe(false);
  });

  it('that is private (a message) forgets only the reads that do not say what they show', async () => {
    await write((body: object, make) => make(sendMessage, { body: body as never }), {});
    expect(forgotten(participants.queryKey)).toBe(true);
    expect(forgotten(spots.queryKey)).toBe(false);
    expect(forgotten(comments.queryKey)).toBe(false);
  });

  it('puts its answer in the cache (`update`) before it forgets, then tells the page (`onSuccess`)', async () => {
    const seen: string[] = [];
    await write(
      (body: object, make) => make(editSpot, { body: body as never }),
      {},
      {
        update: (client) => {
          seen.push(`update, spots forgotten: ${forgotten(spots.queryKey)}`);
          client.setQueryData(spots.queryKey, []);
        },
        onSuccess: () => {
          seen.push(`onSuccess, spots forgotten: ${forgotten(spots.queryKey)}`);
        },
      },
    );
    expect(seen).toEqual(['update, spots forgotten: false', 'onSuccess, spots forgotten: true']);
  });

  it('forgets nothing when told its update is enough, or when it only reads', async () => {
    await write((id: number, make) => make(deleteSpot, { params: { id } }), 4, { forgetChangedReads: false });
    await write((_: null, make) => make(exportMyData), null);
    expect([comments, spots, participants].map((read) => forgotten(read.queryKey))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('refused as stale (404, 409) forgets what it would have changed; refused otherwise, nothing', async () => {
    refuse = { path: '/api/Spots/deleteSpot', status: 400 };
    await expect(write((id: number, make) => make(deleteSpot, { params: { id } }), 4)).rejects.toThrow();
    expect(forgotten(spots.queryKey)).toBe(false);
    refuse = { path: '/api/Spots/deleteSpot', status: 404 };
    await expect(write((id: number, make) => make(deleteSpot, { params: { id } }), 4)).rejects.toThrow();
    expect(forgotten(spots.queryKey)).toBe(true);
  });

  it('of several requests that fails after one was made forgets what that one changed', async () => {
    refuse = { path: '/api/Spots/deleteSpot', status: 400 };
    const both = async (id: number, make: MakeCall) => {
      await make(addComment, { body: { news_id: id, comment_content: 'Hi' } });
      await make(deleteSpot, { params: { id } });
    };
    await expect(write(both, 7)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(forgotten(comments.queryKey)).toBe(true);
    expect(forgotten(spots.queryKey)).toBe(false);
  });

  it("never asks again for a write read as a query (an e-mail link's one-time token)", async () => {
    const link = callQuery(validate, { params: { token: 'abc' } });
    await queryClient.fetchQuery(link);
    await write((body: object, make) => make(updateProfile, { body: body as never }), {});
    expect(forgotten(link.queryKey)).toBe(false);
    expect(forgotten(spots.queryKey)).toBe(true);
  });

  it('made elsewhere (an upload) forgets the reads of its call alone', async () => {
    await forgetReadsChangedBy(queryClient, uploadPicture);
    expect(forgotten(participants.queryKey)).toBe(true);
    expect(forgotten(comments.queryKey)).toBe(false);
  });
});
