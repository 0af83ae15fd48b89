import {
  addPictureView,
  deletePicture,
  getLastPicture,
  getPictures,
  likePicture,
  type Picture,
} from '@club/shared/api/pictures';
import { getClientSettings } from '@club/shared/api/settings';
import { getSpotsByClub } from '@club/shared/api/spots';
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

export function useSpots(clubId: number) {
  return useQuery({
    queryKey: ['spots', clubId],
    queryFn: ({ signal }) => callApi(getSpotsByClub, { params: { clubId }, signal }),
    staleTime: 5 * 60_000,
  });
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

export function useLikePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(likePicture, { params: { id } }),
    // A list read still under way would come back without this change and hide it.
    onMutate: () => client.cancelQueries({ queryKey: mediaKeys.pictures }),
    onSuccess: (result) => patchItem(client, mediaKeys.pictures, result.Id, result),
  });
}

export function useViewPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(addPictureView, { params: { id } }),
    // A list read still under way would come back without this change and hide it.
    onMutate: () => client.cancelQueries({ queryKey: mediaKeys.pictures }),
    onSuccess: (result) => patchItem(client, mediaKeys.pictures, result.Id, result),
  });
}

export function useDeletePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deletePicture, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.pictures }),
  });
}

export function useLikeVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(likeVideo, { params: { id } }),
    // A list read still under way would come back without this change and hide it.
    onMutate: () => client.cancelQueries({ queryKey: mediaKeys.videos }),
    onSuccess: (result) => patchItem(client, mediaKeys.videos, result.Id, result),
  });
}

export function useViewVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(addVideoView, { params: { id } }),
    // A list read still under way would come back without this change and hide it.
    onMutate: () => client.cancelQueries({ queryKey: mediaKeys.videos }),
    onSuccess: (result) => patchItem(client, mediaKeys.videos, result.Id, result),
  });
}

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
