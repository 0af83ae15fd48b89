import { lazy } from 'react';
import type { OutingSlots } from '../features/outings/components/outing-slots.tsx';

/** The parts of an outing's page that come from the dive plans feature, loaded when a member reads it. */
export const outingSlots: OutingSlots = {
  DiveDay: lazy(() =>
    import('../features/dive-plans/components/outing-dive-day.tsx').then((module) => ({
      default: module.OutingDiveDay,
    })),
  ),
  DiveWishes: lazy(() =>
    import('../features/dive-plans/components/dive-wishes-form.tsx').then((module) => ({
      default: module.DiveWishesForm,
    })),
  ),
};
