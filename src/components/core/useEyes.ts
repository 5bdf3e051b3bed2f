// Carries out where a controller says the reader's eyes go next (controller.ts, Eyes). A view marks
// the parts it draws with the names its controller uses (data-eyes="coach", data-eyes="hand"...),
// and this, after the render that brings a new intention, brings one into view and focuses the
// other: the controller decides, the view only finds its own marked elements, never another
// component's classes.
//
// Focus goes to the element marked with the name, or, when that holds the reader's moves (the
// dock: data-eyes="hand"), to the first move they may make now. It moves only when the reader's
// focus is lost (the control they used is gone), or already inside `root`, or when the intention
// takes it (the reader asked this part for something): a reader who has moved on keeps their place.

import { useLayoutEffect, type MutableRef } from 'preact/hooks';
import type { Eyes } from './controller.ts';
import { fitInView } from './in-view.ts';

/** A move the reader may make now: the mark every game's controls give one (HandCards, each game's move buttons). */
const LEGAL = '.wh-legal:not([disabled])';

/** The element marked `name`: `root` itself, or one inside it. */
function marked(root: HTMLElement, name: string): HTMLElement | null {
  const mark = `[data-eyes~="${name}"]`;
  return root.matches(mark) ? root : root.querySelector<HTMLElement>(mark);
}

/** What takes focus for `name`: the first move the reader may make inside it, else the element itself. */
export function focusTarget(root: HTMLElement, name: string): HTMLElement | null {
  const element = marked(root, name);
  if (!element || element.hasAttribute('disabled')) return null;
  return element.querySelector<HTMLElement>(LEGAL) ?? element;
}

/** Whether the reader's focus is lost: on the page's body, or on a control that has gone. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

interface Options {
  /** Where focus goes when the element named is not there. */
  readonly fallback?: string;
  /** Brought into view from their top (a new hand's table, a quiz opened), not just into view. */
  readonly fromTop?: readonly string[];
  /**
   * A mark brought whole into view under the page's header, its `foot` (a mark inside it) lined up
   * with the window's bottom when it is taller (in-view.ts): a part laid out to fit a phone's window.
   */
  readonly fit?: { readonly name: string; readonly foot: string };
}

export function useEyes(
  root: MutableRef<HTMLElement | null>,
  eyes: Eyes,
  { fallback, fromTop = [], fit }: Options = {},
): void {
  useLayoutEffect(() => {
    const scope = root.current;
    if (!scope || eyes.seq === 0) return;
    const view = eyes.scroll === null ? null : marked(scope, eyes.scroll);
    const top = fromTop.includes(eyes.scroll ?? '');
    if (view && eyes.scroll === fit?.name) fitInView(view, marked(view, fit.foot));
    else view?.scrollIntoView({ block: top ? 'start' : 'nearest' });
    if (eyes.focus === null) return;
    if (!eyes.take && !focusLost() && !scope.contains(document.activeElement)) return;
    const target = focusTarget(scope, eyes.focus) ?? (fallback === undefined ? null : focusTarget(scope, fallback));
    // What was brought just into view (the coach, a table fitted) stays there: focus does not
    // scroll it away. Below a table brought in from its top, focus may scroll a little to be seen.
    target?.focus({ preventScroll: view !== null && !top });
  }, [eyes.seq]);
}
