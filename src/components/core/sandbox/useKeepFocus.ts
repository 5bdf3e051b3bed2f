// Keeps a keyboard or screen-reader user's place in the sandbox. A move re-renders the hand: the
// card just played is gone, and the browser drops focus to the page body. After each render, if
// focus was in the sandbox and is now lost, it goes back to the same control (matched by its
// data-focus-key), else to the first of `fallbacks` that is there (the next sensible control, by
// the names the views mark it with: useEyes.ts). Focus the reader moved elsewhere is never taken back.

import { useEffect, useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';
import { focusLost, focusTarget } from '../useEyes.ts';

export function useKeepFocus(
  root: MutableRef<HTMLElement | null>,
  fallbacks: readonly string[],
  change: unknown,
): void {
  const inside = useRef(false);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent): void => {
      const target = event.target as HTMLElement | null;
      inside.current = root.current?.contains(target) ?? false;
      if (inside.current) lastKey.current = target?.dataset['focusKey'] ?? null;
    };
    // A click outside the sandbox (even on plain text) means the reader has moved on.
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) inside.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  // Before the browser paints, so a screen reader never lands on the page body in between.
  useLayoutEffect(() => {
    if (!inside.current || !focusLost() || !root.current) return;
    const scope = root.current;
    const key = lastKey.current;
    const same = key === null ? null : scope.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
    if (same && !same.hasAttribute('disabled')) return same.focus();
    for (const name of fallbacks) {
      const target = focusTarget(scope, name);
      if (target) return target.focus();
    }
  }, [change]);
}
