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
  type VideoOrder,
} from '@club/shared/api/videos';
import { DEFAULT_UPLOAD_CONCURRENCY } from '@club/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useCallPages } from '../../../lib/call-pages.ts';
import { useCallMutation } from '../../../lib/call-writes.ts';
import { updateAnswersOf, useCall } from '../../../lib/calls.ts';
import { useSpots as useClubSpots } from '../../../lib/spots/get-spots-by-club.ts';

/** Filters of a media list; 0 means "all" (as in /galerie/{spot_id}/{member_id}). */
export interface MediaFilter {
  spotId: number;
  memberId: number;
}

/** Infinite scroll: the next page is asked for until a page comes back empty (SPEC.md section 4). */
const nextPage = <T>(lastPage: T[], pages: T[][]) => (lastPage.length === 0 ? undefined : pages.length);

export function usePictures(clubId: number, filter: MediaFilter) {
  return useCallPages(
    getPictures,
    (page) => ({ body: { page, club_id: clubId, spot_id: filter.spotId, member_id: filter.memberId } }),
    nextPage,
  );
}

export function useVideos(clubId: number, filter: MediaFilter & { order: VideoOrder }, enabled = true) {
  return useCallPages(
    getVideos,
    (page) => ({
      body: {
        page,
        club_id: clubId,
        spot_id: filter.spotId,
        member_id: filter.memberId,
        order: filter.order,
      },
    }),
    nextPage,
    { enabled },
  );
}

export const useLastPicture = (clubId: number) => useCall(getLastPicture, { params: { clubId } });

export const useLastVideo = (clubId: number) => useCall(getLastVideo, { params: { clubId } });

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

/** The pictures' lists and the latest picture show a liked or viewed picture's counts at once. */
const showPicture = (queryClient: QueryClient, picture: Item) => {
  updateAnswersOf(queryClient, getPictures, (answer) => withItem(answer, picture));
  updateAnswersOf(queryClient, getLastPicture, (answer) => withItem(answer, picture));
};

const showVideo = (queryClient: QueryClient, video: Item) => {
  updateAnswersOf(queryClient, getVideos, (answer) => withItem(answer, video));
  updateAnswersOf(queryClient, getLastVideo, (answer) => withItem(answer, video));
};

/** A like or a view counts only: the item's answer is put in the lists, nothing else is asked again. */
const byId = (id: number) => ({ params: { id } });

export const useLikePicture = () =>
  useCallMutation(likePicture, { request: byId, update: showPicture, forgetChangedReads: false });

export const useViewPicture = () =>
  useCallMutation(addPictureView, { request: byId, update: showPicture, forgetChangedReads: false });

export const useDeletePicture = () => useCallMutation(deletePicture, { request: byId });

export const useLikeVideo = () =>
  useCallMutation(likeVideo, { request: byId, update: showVideo, forgetChangedReads: false });

export const useViewVideo = () =>
  useCallMutation(addVideoView, { request: byId, update: showVideo, forgetChangedReads: false });

export const useDeleteVideo = () => useCallMutation(deleteVideo, { request: byId });

export const useCreateVideo = () =>
  useCallMutation(createVideo, {
    request: (body: { Name: string; Url: string; Spot_id: number | null; Is_vr: boolean }) => ({ body }),
  });
