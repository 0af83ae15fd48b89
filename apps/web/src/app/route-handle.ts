/** What a route tells the layout through its `handle` (read with useMatches). */
export type RouteHandle = {
  /** Translation key of the page's name, for the document title. */
  titleKey?: string;
  /** Gallery, video and replays pages: the page wrapper gets the `shattered` class (SPEC.md section 2). */
  shattered?: boolean;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
