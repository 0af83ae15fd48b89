import { DIVE_ACTIVITIES, DIVE_GASES } from '@club/shared/domain/dive-plan';
import type { TFunction } from 'i18next';

/** The activities and gases as a select offers them, in the reader's language. */
export const activityChoices = (t: TFunction) =>
  DIVE_ACTIVITIES.map((value) => ({ value, label: t(`divePlanEditor.activity.${value}`) }));

export const gasChoices = (t: TFunction) =>
  DIVE_GASES.map((value) => ({ value, label: t(`divePlanEditor.gas.${value}`) }));
