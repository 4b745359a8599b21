import { useEffect, useRef } from 'react';

/**
 * The first field marked invalid in the element takes the focus each time `refusals` changes, so a keyboard or
 * screen reader lands on what to correct (issue 13 item 3, issue 17 items 3 and 7: refusals at their field).
 * Answers the ref of the form or section it looks in.
 */
export function useFocusFirstRefusal<T extends HTMLElement>(refusals: unknown) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of refusals moves the focus again.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return ref;
}
