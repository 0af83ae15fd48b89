import type { BodyOf } from '@club/shared/api/contract';
import { editNewsContent } from '@club/shared/api/news';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type EditNewsContentInput = BodyOf<typeof editNewsContent>;

/** Creates (no Id) or updates a news item with its texts. The caller invalidates once the picture is sent too. */
export function useEditNewsContent() {
  return useMutation({
    mutationFn: (body: EditNewsContentInput) => callApi(editNewsContent, { body }),
  });
}
