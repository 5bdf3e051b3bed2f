// What a browser test needs to know of one game to drive its UI: the one interface every game's
// driver (tests/e2e/<game>/driver.ts) fills in. The drivers are found by the game's id from the
// registry, as the site finds a game's islands, so a shared spec names no game and a new game's
// driver sits in its own folder: a game in the registry without one fails here, naming the file.
import type { Locator } from '@playwright/test';
import type { AnyGame, Seat } from '../../src/engine/core/game.ts';
import { GAMES } from '../../src/engine/registry.ts';

/** A click, or a tap on a phone. */
export type Press = (target: Locator) => Promise<void>;

/** How a reader makes the first move of a hand in the sandbox. */
interface FirstMove {
  /** Deal with this seed first (a deal where the reader moves at once). */
  readonly seed?: number;
  /** Makes the move and checks that the sandbox took it. */
  readonly play: (sandbox: Locator, press: Press) => Promise<void>;
}

/**
 * Where the reader's moves are, for the table checks (table.spec.ts): a moment when the reader is to
 * move and some control on the table would be refused, and the controls' selectors inside the dock.
 */
export interface ReaderControls {
  readonly moment: (game: AnyGame, state: unknown, reader: Seat) => boolean;
  /** A control the engine refuses now, one it allows, and the group the reader moves with. */
  readonly refused: string;
  readonly legal: string;
  readonly hand: string;
}

/**
 * How a reader makes a move, given in the game's notation, by tapping the game's controls, each with
 * `press` (a plain tap unless given: lesson-phone.spec measures each control before it is tapped). When
 * `unwanted` (a test trying a move the lesson does not ask for), a driver may decline with null a
 * move made of several taps, whose half-made choice would stay on the table; the test then tries
 * another.
 */
type Tap = (within: Locator, action: string, unwanted?: boolean, press?: Press) => Promise<void | null>;

export interface GameDriver {
  /** The sandbox's first move; without one, the generic checks use the freshly dealt table. */
  readonly firstMove?: FirstMove;
  /** Card games move with card buttons (CARD_BUTTONS); a game that moves otherwise says so. */
  readonly controls?: ReaderControls;
  /** Options giving the game more than one hand, where its defaults play only one. */
  readonly matchOptions?: Record<string, unknown>;
  /** Every move its lesson asks for, or declines with null. */
  readonly tap: Tap;
  /** A dock control the engine refuses now (a muted card, unless the game's cards open a choice). */
  readonly refused?: string;
}

/** The main phase, with some cards in hand that may not be played now; moves by card buttons. */
export const CARD_BUTTONS: ReaderControls = {
  moment: (game, state, reader) => {
    const probe = (name: string, arg?: string): unknown => game.probes[name]?.read(state, arg);
    if (probe('phase') !== 'play' || !game.toAct(state).includes(reader)) return false;
    const handSize = probe('handSize', 'A') as number;
    return handSize >= 5 && game.legalActions(state, reader).length < handSize;
  },
  refused: '.wh-card-button.wh-unplayable',
  legal: '.wh-card-button.wh-legal',
  hand: '.wh-hand-buttons',
};

const DRIVERS: ReadonlyMap<string, GameDriver> = new Map(
  await Promise.all(
    GAMES.map(async ({ game }) => {
      const file = `./${game.id}/driver.ts`;
      const loaded = (await import(file).catch((error: unknown) => {
        throw new Error(`tests/e2e/${game.id}/driver.ts: the browser tests' driver of ${game.title} is missing`, {
          cause: error,
        });
      })) as { readonly DRIVER: GameDriver };
      return [game.id, loaded.DRIVER] as const;
    }),
  ),
);

/** The game's driver. */
export function driverOf(id: string): GameDriver {
  const driver = DRIVERS.get(id);
  if (!driver) throw new Error(`no game ${id} in the registry (src/engine/registry.ts)`);
  return driver;
}
