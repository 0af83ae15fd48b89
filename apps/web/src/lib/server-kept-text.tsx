import { useLayoutEffect, useRef, useState } from 'react';
import { isServerRender } from './render-environment.ts';

/**
 * A text the browser pays a lot for the first time it writes one (month and country names: Intl loads
 * its locale tables, about 60 ms on a phone), kept as the server wrote it while the page hydrates:
 * React leaves the server's text in place (`suppressHydrationWarning`), and `write` runs in the browser
 * only when this part is rendered afresh (no server text under it) or its `value` changes. `value`
 * names what the text says (the language and the data it is written from).
 */
export function ServerKeptText({ value, write }: { value: string; write: () => string }) {
  const span = useRef<HTMLSpanElement>(null);
  const [keptValue] = useState(value);
  const [keeping, setKeeping] = useState(!isServerRender);
  // Once its data changed, it is written from then on, even if the data comes back to the kept one.
  const changed = useRef(false);
  if (value !== keptValue) changed.current = true;
  const kept = keeping && !changed.current;
  // Rendered afresh (nothing of the server's under it): written before the browser paints.
  useLayoutEffect(() => {
    if (kept && !span.current?.textContent) setKeeping(false);
  }, [kept]);
  return (
    <span ref={span} suppressHydrationWarning>
      {kept ? '' : write()}
    </span>
  );
}
