// The contract every interactive part of a page keeps: the sandbox (sandbox/controller.ts), the
// guided lesson (lesson/controller.ts), the quiz (practice/controller.ts) and a hand's review
// (review/controller.ts). Each is a plain TypeScript controller, in the spirit of boardgame.io's
// client beside its React board and lichess pgn-viewer's ctrl beside its view: it holds every
// decision and every piece of state the part has, and its views only draw its snapshot and call its
// actions (useController.ts joins the two in a Preact island). What it needs from the page
// (storage, loaders, timers, links, random seeds) is passed in, so the tests run it in Node
// (tests/components/<part>-controller.test.ts).
//
// A snapshot is an immutable object, replaced as a whole whenever anything in it changes. Each one
// says where the reader's eyes go next (Eyes): the controller knows what just happened (a move, a
// new hand, a question dealt), so it says what the reader should see and where focus should be,
// and one view helper (useEyes.ts) carries that out, rather than each view guessing from its DOM.

/**
 * Where the reader's eyes go after a change: the part of the view to focus and the part to bring
 * into view, each by the name the view gives it (data-eyes), or null; `seq` grows with each new
 * intention, so a view carries out each one once.
 */
export interface Eyes<T extends string = string> {
  readonly focus: T | null;
  readonly scroll: T | null;
  readonly seq: number;
  /**
   * Focus moves even from elsewhere on the page (the reader asked this part for something: a quiz
   * started, a question opened). Otherwise it moves only when the reader's focus is lost (the
   * control they used is gone) or already inside the part: a reader who has moved on keeps their place.
   */
  readonly take?: boolean;
}

/** No intention yet: the view leaves focus and scrolling alone. */
export const STILL: Eyes<never> = { focus: null, scroll: null, seq: 0 };

/** A new intention after `eyes`: focus `focus`, bring `scroll` into view. */
export function look<T extends string>(eyes: Eyes<T>, focus: T | null, scroll: T | null = null, take = false): Eyes<T> {
  return { focus, scroll, seq: eyes.seq + 1, ...(take ? { take } : {}) };
}

/** What every snapshot carries. */
export interface Snapshot<T extends string = string> {
  readonly eyes: Eyes<T>;
}

/** A part's controller; each adds its actions, as plain methods safe to pass as event handlers. */
export interface Controller<S extends Snapshot> {
  /** The same object until something changes (useSyncExternalStore's contract). */
  getSnapshot(): S;
  /** Calls `listener` after each change; returns the call that stops it. */
  subscribe(listener: () => void): () => void;
  /** Begins the part's work (restoring, loading, listening to the page); called once, after subscribing. */
  start(): Promise<void>;
  /** Stops its timers and listeners; work that settles later is dropped. */
  dispose(): void;
}

/** The snapshot store a controller keeps: the current snapshot, replaced whole, and its listeners. */
export function snapshots<S extends Snapshot>(
  first: S,
): Pick<Controller<S>, 'getSnapshot' | 'subscribe'> & { set(next: S): void } {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
