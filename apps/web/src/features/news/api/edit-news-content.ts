import type { BodyOf } from '@club/shared/api/contract';
import { editNewsContent } from '@club/shared/api/news';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type EditNewsContentInput = BodyOf<typeof editNewsContent>;

/** Creates (no Id) or updates a news item with its texts. */
export function useEditNewsContent() {
  return useCallMutation(editNewsContent, { request: (body: EditNewsContentInput) => ({ body }) });
}
