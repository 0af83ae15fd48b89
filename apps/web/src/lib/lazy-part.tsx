import { type ComponentType, lazy, useState } from 'react';

export interface LazyPart<Props extends object> {
  /** The part: its code loads when first shown (React.lazy), unless `preload` has loaded it. */
  Part: ComponentType<Props>;
  /** Loads the part's code now; a page calls it before hydration for a part the server rendered. */
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * A part of a page whose code loads beside the page's. React takes over a part the server rendered
 * only if its code is there by the end of hydration: one whose code comes later is thrown away and
 * drawn again (its DOM rebuilt, its text written anew), so a page loads the code of the parts its
 * server-rendered address shows before it hydrates (`preload`), and the others as they are shown.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Part, preload };
}
