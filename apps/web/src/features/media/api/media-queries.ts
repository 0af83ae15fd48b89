import {
  addPictureView,
  deletePicture,
  getLastPicture,
  getPictures,
  likePicture,
  type Picture,
} from '@club/shared/api/pictures';
import { getClientSettings } from '@club/shared/api/settings';
import {
  addVideoView,
  createVideo,
  deleteVideo,
  getLastVideo,
  getVideos,
  likeVideo,
  type Video,
  type VideoOrder,
} from '@club/shared/api/videos';
import { DEFAULT_UPLOAD_CONCURRENCY } from '@club/shared/constants';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { spotsQueryOptions } from '../../../lib/spots/get-spots-by-club.ts';

/** Filters of a media list; 0 means "all" (as in /galerie/{spot_id}/{member_id}). */
export interface MediaFilter {
  spotId: number;
  memberId: number;
}

export const mediaKeys = {
  pictures: ['pictures'] as const,
  videos: ['videos'] as const,
};

/** Infinite scroll: the next page is asked for until a page comes back empty (SPEC.md section 4). */
const nextPage = <T>(lastPage: T[], pages: T[][]) => (lastPage.length === 0 ? undefined : pages.length);

export function usePictures(clubId: number, filter: MediaFilter) {
  return useInfiniteQuery({
    queryKey: [...mediaKeys.pictures, 'list', clubId, filter.spotId, filter.memberId],
    queryFn: ({ pageParam, signal }) =>
      callApi(getPictures, {
        body: { page: pageParam, club_id: clubId, spot_id: filter.spotId, member_id: filter.memberId },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useVideos(clubId: number, filter: MediaFilter & { order: VideoOrder }, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...mediaKeys.videos, 'list', clubId, filter.spotId, filter.memberId, filter.order],
    queryFn: ({ pageParam, signal }) =>
      callApi(getVideos, {
        body: {
          page: pageParam,
          club_id: clubId,
          spot_id: filter.spotId,
          member_id: filter.memberId,
          order: filter.order,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useLastPicture(clubId: number) {
  return useQuery({
    queryKey: [...mediaKeys.pictures, 'last', clubId],
    queryFn: ({ signal }) => callApi(getLastPicture, { params: { clubId }, signal }),
  });
}

export function useLastVideo(clubId: number) {
  return useQuery({
    queryKey: [...mediaKeys.videos, 'last', clubId],
    queryFn: ({ signal }) => callApi(getLastVideo, { params: { clubId }, signal }),
  });
}

/** The club's spots for the filters: the map's own list (one cache), not asked again for 5 minutes here. */
export function useSpots(clubId: number) {
  return useQuery({ ...spotsQueryOptions(clubId), staleTime: 5 * 60_000 });
}

/** UPLOAD_CONCURRENCY of the server; the default until it has answered. */
export function useUploadConcurrency(): number {
  const query = useQuery({
    queryKey: ['client-settings'],
    queryFn: ({ signal }) => callApi(getClientSettings, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.Upload_concurrency ?? DEFAULT_UPLOAD_CONCURRENCY;
}

type Item = { Id: number };

type Cached = InfiniteData<Item[]> | Item | null | undefined;

/** Applies a change to one item wherever the lists hold it (so a like or view shows at once). */
function patchItem(client: QueryClient, key: readonly string[], id: number, patch: Partial<Picture | Video>) {
  const apply = (item: Item): Item => (item.Id === id ? { ...item, ...patch } : item);
  client.setQueriesData<Cached>({ queryKey: key }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((page) => page.map(apply)) };
    return apply(data);
  });
}

/**
 * A like or a view: the lists show it at once. List reads under way are cancelled (they would come back
 * without the change and hide it), then asked again once the change is made: else a list would keep
 * what it held before (a visitor's page taken over by a signed-in member, without their own likes).
 */
function useCountChange<T extends Item>(key: readonly string[], change: (id: number) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onMutate: async () => {
      const interrupted = client.isFetching({ queryKey: key }) > 0;
      await client.cancelQueries({ queryKey: key });
      return { interrupted };
    },
    onSuccess: (result) => patchItem(client, key, result.Id, result),
    onSettled: (_result, _error, _id, context) => {
      if (context?.interrupted) void client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useLikePicture = () =>
  useCountChange(mediaKeys.pictures, (id) => callApi(likePicture, { params: { id } }));

export const useViewPicture = () =>
  useCountChange(mediaKeys.pictures, (id) => callApi(addPictureView, { params: { id } }));

export function useDeletePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deletePicture, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.pictures }),
  });
}

export const useLikeVideo = () =>
  useCountChange(mediaKeys.videos, (id) => callApi(likeVideo, { params: { id } }));

export const useViewVideo = () =>
  useCountChange(mediaKeys.videos, (id) => callApi(addVideoView, { params: { id } }));

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteVideo, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.videos }),
  });
}

export function useCreateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { Name: string; Url: string; Spot_id: number | null; Is_vr: boolean }) =>
      callApi(createVideo, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.videos }),
  });
}
