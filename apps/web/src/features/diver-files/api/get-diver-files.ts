import { type DIVER_FILE_FILTERS, getDiverFiles } from '@club/shared/api/diver-files';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { diverFileKeys } from '../../../lib/divers/diver-file-keys.ts';

export type DiverFileFilter = (typeof DIVER_FILE_FILTERS)[number];

/** What the club's table of papers shows: the day the states are for, and a paper state to keep. */
export type PapersQuery = { on: string; state: DiverFileFilter | null };

/** Every member's file of the club with each paper's state on `on` (under `diverFiles`: a write refreshes it). */
export function useDiverFiles(clubId: number, { on, state }: PapersQuery) {
  return useQuery({
    queryKey: [...diverFileKeys.all, 'club', clubId, on, state ?? 'all'] as const,
    queryFn: ({ signal }) =>
      callApi(getDiverFiles, { params: { clubId }, body: { on, state: state ?? undefined }, signal }),
    // Another day or filter keeps the rows in view until the new ones come.
    placeholderData: keepPreviousData,
  });
}
