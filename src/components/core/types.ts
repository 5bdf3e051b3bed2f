// Props shared by every game's table view. The same table renders a spectator frame in the
// stepper (no `play`) and the reader's seat in the sandbox (with `play`, and the reader's controls
// as its children: the stepper, which only shows, never loads them).

import type { ComponentChildren, ComponentType } from 'preact';
import type { Seat } from '../../engine/core/game.ts';
import type { PlayManifest } from '../../engine/core/manifest.ts';

export interface PlayControls<A> {
  /** The reader's seat. */
  readonly seat: Seat;
  /** Legal actions for the reader right now (empty when it is not their move). */
  readonly legal: readonly A[];
  /** Attempt an action; the sandbox checks it and explains a refusal. */
  readonly onAction: (action: A) => void;
  /**
   * In a lesson whose decision asks for certain moves: is this one of them? Controls then mark
   * those alone as allowed now (their primary look), so no other button seems to be the move the
   * coach means. The sandbox, where any legal move goes, leaves it out.
   */
  readonly asked?: (action: A) => boolean;
}

export interface TableProps<V, A> {
  readonly view: V;
  /** How to name a seat: "B", or "B (you)" in the sandbox. */
  readonly name: (seat: Seat) => string;
  readonly play?: PlayControls<A>;
  /** The reader's hand and moves, placed where the table puts them. */
  readonly children?: ComponentChildren;
  /**
   * A still picture on the page (a quick start's table): no panels, which fold away details a
   * picture does not need, and would cost a long page twenty elements. A table may ignore it.
   */
  readonly picture?: boolean;
}

/** The reader's controls for a game, given the same view and moves as its table. */
export interface ControlsProps<V, A> {
  readonly view: V;
  readonly name: (seat: Seat) => string;
  readonly play: PlayControls<A>;
  /**
   * The lesson coach's words now, for controls that may cover the coach's box on a phone (DWYN's
   * card menu opens as a sheet over the window, so it repeats them at its top); the sandbox has none.
   */
  readonly coach?: string | null;
  /**
   * The lesson's refusal of the reader's last try (its words and rule link, as the dock draws it),
   * for the same controls: a sheet over the window covers the dock's, so DWYN's draws it again at
   * its top while it is open (a live region, empty while no try is refused); the sandbox gives none.
   */
  readonly refusal?: ComponentChildren;
}

/** Rule id -> title, so components can label rule links without importing an engine. */
export type RuleTitles = Readonly<Record<string, string>>;

/**
 * What a game's sandbox and its guided lesson play with, from its folder's parts.ts, which the
 * island factories (sandboxIsland, lessonIsland) turn into the game's entries.
 */
export interface GameParts<V, A> {
  /** The game, its bot and its options (the game's play-manifest.ts). */
  readonly manifest: PlayManifest;
  /** The game's table, and the reader's hand and moves placed in it. */
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly Controls: ComponentType<ControlsProps<V, A>>;
  /**
   * Starts the game's strong bot worker (its search-worker.ts); called on first use only. Written
   * in the game's folder, as Vite finds a worker only by its literal `new Worker(new URL(...))`.
   */
  readonly search: () => Worker;
}
