import type { InterfaceLanguage } from '@club/shared/constants';
import { scriptSafeJson } from '@club/shared/domain/seo/head-tags';
import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';

/** The id of the JSON script a server-rendered page carries for the browser to take over. */
export const RENDER_STATE_ID = 'server-render-state';

/**
 * What the server hands the browser with a rendered page: its language and translations (so they
 * are not fetched again) and the answers of the calls the page made (TanStack Query's dehydrated
 * state, so the browser does not ask again).
 */
export interface RenderState {
  language: InterfaceLanguage;
  /** Rendered in the phone layout (kept until hydration is over). */
  phone: boolean;
  translations: Partial<Record<InterfaceLanguage, ResourceLanguage>>;
  queries: DehydratedState;
}

/** The state as the text of its `<script type="application/json">` element. */
export function serializeRenderState(state: RenderState): string {
  return scriptSafeJson(state);
}
