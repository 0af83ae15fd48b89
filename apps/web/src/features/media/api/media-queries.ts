import type { MediaOrder } from '@club/shared/api/media-item';
import {
  addPictureView,
  deletePicture,
  getLastPicture,
  getPictures,
  likePicture,
} from '@club/shared/api/pictures';
import { getClientSettings } from '@club/shared/api/settings';
import {
  addVideoView,
  createVideo,
  deleteVideo,
  getLastVideo,
  getVideos,
  likeVideo,
} from '@club/shared/api/videos';
import { DEFAULT_UPLOAD_CONCURRENCY } from '@club/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useCallPages } from '../../../lib/call-pages.ts';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { updateAnswersOf, useCall } from '../../../lib/calls.ts';
import { useSpots as useClubSpots } from '../../../lib/spots/get-spots-by-club.ts';

/**
 * The calls of each kind of media item (the contract's `mediaCalls`), named one by one: the browser
 * build gives each a light copy without its schemas (apps/web/light-calls.ts).
 */
export const pictureCalls = {
  last: getLastPicture,
  list: getPictures,
  view: addPictureView,
  like: likePicture,
  remove: deletePicture,
};
export const videoCalls = {
  last: getLastVideo,
  list: getVideos,
  view: addVideoView,
  like: likeVideo,
  remove: deleteVideo,
};
export type MediaCalls = typeof pictureCalls | typeof videoCalls;

/** Filters of a media list; 0 means "all" (as in /galerie/{spot_id}/{member_id}). */
export interface MediaFilter {
  spotId: number;
  memberId: number;
}

/** Infinite scroll: the next page is asked for until a page comes back empty (SPEC.md section 4). */
const nextPage = (lastPage: unknown[], pages: unknown[][]) =>
  lastPage.length === 0 ? undefined : pages.length;

/** A kind's list, page by page, with its sort order when the kind has one (the videos'). */
export function useMediaList<Calls extends MediaCalls>(
  calls: Calls,
  clubId: number,
  filter: MediaFilter & { order?: MediaOrder },
  enabled = true,
) {
  const { spotId, memberId, order } = filter;
  // One body for both kinds, the order only where the kind has one: typed as the kind's list below.
  const list = useCallPages(
    calls.list as MediaCalls['list'],
    (page) => ({
      body: {
        page,
        club_id: clubId,
        spot_id: spotId,
        member_id: memberId,
        ...(order === undefined ? {} : { order }),
      },
    }),
    nextPage,
    { enabled },
  );
  return list as ReturnType<typeof useCallPages<Calls['list']>>;
}

/** The club's newest item of a kind (the home page). */
export const useLastMedia = <Calls extends MediaCalls>(calls: Calls, clubId: number) =>
  useCall(calls.last as MediaCalls['last'], { params: { clubId } }) as ReturnType<
    typeof useCall<Calls['last']>
  >;

/** The club's spots for the filters: the map's own list (one cache), not asked again for 5 minutes here. */
export const useSpots = (clubId: number) => useClubSpots(clubId, { staleTime: 5 * 60_000 });

/** UPLOAD_CONCURRENCY of the server; the default until it has answered. */
export function useUploadConcurrency(): number {
  const query = useCall(getClientSettings, {}, { staleTime: Number.POSITIVE_INFINITY });
  return query.data?.Upload_concurrency ?? DEFAULT_UPLOAD_CONCURRENCY;
}

type Item = { Id: number };

/** `answer` with the item of `changed`'s id replaced by it, wherever it is: in pages, in a list, alone. */
function withItem<Answer>(answer: Answer, changed: Item): Answer {
  const apply = (item: Item) => (item.Id === changed.Id ? { ...item, ...changed } : item);
  if (answer === null || typeof answer !== 'object') return answer;
  if ('pages' in answer)
    return { ...answer, pages: (answer.pages as Item[][]).map((page) => page.map(apply)) } as Answer;
  if (Array.isArray(answer)) return answer.map(apply) as Answer;
  return apply(answer as unknown as Item) as Answer;
}

/** A kind's lists and its newest item show a liked or viewed item's counts at once. */
const showItem = (calls: MediaCalls) => (queryClient: QueryClient, item: Item) => {
  updateAnswersOf(queryClient, calls.list, (answer) => withItem(answer, item));
  updateAnswersOf(queryClient, calls.last, (answer) => withItem(answer, item));
};

/** A like or a view counts only: the item's answer is put in the lists, nothing else is asked again. */
const byId = (id: number) => ({ params: { id } });

export const useLikeMedia = (calls: MediaCalls) =>
  useCallMutation(calls.like, { request: byId, update: showItem(calls), forgetChangedReads: false });

export const useViewMedia = (calls: MediaCalls) =>
  useCallMutation(calls.view, { request: byId, update: showItem(calls), forgetChangedReads: false });

export const useDeleteMedia = (calls: MediaCalls) => useCallMutation(calls.remove, { request: byId });

export const useCreateVideo = () =>
  useCallMutation(createVideo, {
    request: (body: { Name: string; Url: string; Spot_id: number | null; Is_vr: boolean }) => ({ body }),
  });
