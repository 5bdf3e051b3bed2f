// Props shared by every game's table view. The same table renders a spectator frame in the
// stepper (no `play`) and the reader's seat in the sandbox (with `play`).

import type { Seat } from '../../engine/core/game.ts';

export interface PlayControls<A> {
  /** The reader's seat. */
  readonly seat: Seat;
  /** Legal actions for the reader right now (empty when it is not their move). */
  readonly legal: readonly A[];
  /** Attempt an action; the sandbox checks it and explains a refusal. */
  readonly onAction: (action: A) => void;
}

export interface TableProps<V, A> {
  readonly view: V;
  /** How to name a seat: "B", or "B (you)" in the sandbox. */
  readonly name: (seat: Seat) => string;
  readonly play?: PlayControls<A>;
}

/** Rule id -> title, so components can label rule links without importing an engine. */
export type RuleTitles = Readonly<Record<string, string>>;
