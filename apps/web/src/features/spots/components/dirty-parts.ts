import { useCallback, useRef, useState } from 'react';

/**
 * Unsaved changes of a page made of several forms (tabs, panels, inline forms): each part reports its
 * own state through a stable callback, the page reads whether any is unsaved. One page, one guard.
 */
export function useDirtyParts(): { dirty: boolean; reporter(part: string): (dirty: boolean) => void } {
  const [parts, setParts] = useState<ReadonlySet<string>>(new Set());
  const reporters = useRef(new Map<string, (dirty: boolean) => void>());
  const reporter = useCallback((part: string) => {
    let report = reporters.current.get(part);
    if (!report) {
      report = (dirty: boolean) =>
        setParts((current) => {
          if (current.has(part) === dirty) return current;
          const next = new Set(current);
          if (dirty) next.add(part);
          else next.delete(part);
          return next;
        });
      reporters.current.set(part, report);
    }
    return report;
  }, []);
  return { dirty: parts.size > 0, reporter };
}
