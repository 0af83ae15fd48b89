import type { Participants } from '@club/shared/api/outings';
import { type ComponentType, createContext, useContext } from 'react';

export interface OutingDiveDayProps {
  outingId: number;
  /** The member reading the page. */
  userId: number;
}

export interface DiveWishesProps {
  outingId: number;
  userId: number;
  /** Who is going (the buddy wish is one of them); undefined while they load. */
  participants: Participants | undefined;
}

/**
 * What an outing's page shows of the dive plans feature (issue 31): features never import each other,
 * so the app gives them here (app/outing-slots.tsx), as it gives the home page its parts.
 */
export interface OutingSlots {
  /** For a member of a diving outing: their palanquée, and the way to the board for its managers and dive director. */
  DiveDay: ComponentType<OutingDiveDayProps>;
  /** In the sign-up panel of a diving outing, once signed up: what the member wants to do. */
  DiveWishes: ComponentType<DiveWishesProps>;
}

const OutingSlotsContext = createContext<OutingSlots | null>(null);

export const OutingSlotsProvider = OutingSlotsContext.Provider;

export function useOutingSlots(): OutingSlots {
  const slots = useContext(OutingSlotsContext);
  if (!slots) throw new Error('The outing page needs the OutingSlotsProvider of the app.');
  return slots;
}
