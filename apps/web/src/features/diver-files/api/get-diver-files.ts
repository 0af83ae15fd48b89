import { type DIVER_FILE_FILTERS, getDiverFiles } from '@club/shared/api/diver-files';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall } from '../../../lib/calls.ts';

export type DiverFileFilter = (typeof DIVER_FILE_FILTERS)[number];

/** What the club's table of papers shows: the day the states are for, and a paper state to keep. */
export type DiverFilesQuery = { on: string; state: DiverFileFilter | null };

/** Every member's file of the club with each paper's state on `on`. */
export function useDiverFiles(clubId: number, { on, state }: DiverFilesQuery) {
  return useCall(
    getDiverFiles,
    { params: { clubId }, body: { on, state: state ?? undefined } },
    // Another day or filter keeps the rows in view until the new ones come.
    { placeholderData: keepPreviousData },
  );
}
