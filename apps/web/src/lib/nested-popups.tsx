import { createContext, type ReactNode, use, useCallback, useEffect, useState } from 'react';

/**
 * A popup opened from inside a drawer (a video, the 3D model, over the phone's spot drawer). Mantine's
 * drawers and popups each close on Escape from a window listener, so one Escape would close both: the
 * drawer leaves Escape to the popup while one is open.
 */
const NestedPopupsContext = createContext<((open: boolean) => void) | null>(null);

/** For the drawer: whether a popup opened from its content is open, and the provider for its content. */
export function useNestedPopups(): { nestedOpen: boolean; provide(children: ReactNode): ReactNode } {
  const [openCount, setOpenCount] = useState(0);
  const register = useCallback((open: boolean) => setOpenCount((count) => count + (open ? 1 : -1)), []);
  const provide = (children: ReactNode) => (
    <NestedPopupsContext value={register}>{children}</NestedPopupsContext>
  );
  return { nestedOpen: openCount > 0, provide };
}

/** For a popup that may open inside a drawer: tells the drawer while it is open. */
export function useNestedPopup(opened: boolean): void {
  const register = use(NestedPopupsContext);
  useEffect(() => {
    if (!opened || !register) return;
    register(true);
    return () => register(false);
  }, [opened, register]);
}
