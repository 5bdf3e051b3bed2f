// How a reader makes the first move of a hand in each game's sandbox, through its UI: the one part
// of the generic browser checks (phone, axe) that differs by game. `press` is a click, or a tap on a
// phone. A game without an entry still gets every generic check, on its freshly dealt table.
import { expect, type Locator } from '@playwright/test';
import type { AnyGame, Seat } from '../../src/engine/core/game.ts';
import { openLog } from './helpers.ts';

type Press = (target: Locator) => Promise<void>;

interface FirstMove {
  /** Deal with this seed first (a deal where the reader moves at once). */
  readonly seed?: number;
  /** Makes the move and checks that the sandbox took it. */
  readonly play: (sandbox: Locator, press: Press) => Promise<void>;
}

const FIRST_MOVES: Readonly<Record<string, FirstMove>> = {
  dawn: {
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: 'Done arranging' }));
      await press(sandbox.locator('.wh-take .wh-back-button').nth(0));
      await press(sandbox.locator('.wh-take .wh-back-button').nth(1));
      await press(sandbox.getByRole('button', { name: 'Take these two' }));
      await expect(sandbox.locator('.wh-status')).not.toContainText('Take two cards');
    },
  },
  'black-and-red': {
    seed: 12,
    play: async (sandbox, press) => {
      const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
      await expect(playable.first()).toBeVisible();
      await press(playable.first());
      await expect(await openLog(sandbox)).toContainText('A (you) discards');
    },
  },
  day: {
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: /^Keep both cards/ }));
      await expect(await openLog(sandbox)).toContainText('A (you) keeps both cards.');
    },
  },
  dwyn: {
    // A deal where A, on the dealer's left, lays out first.
    seed: 2,
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: /^Lay out every body card you were dealt/ }));
      await expect(await openLog(sandbox)).toContainText('A (you) lays out every body card dealt');
    },
  },
  'dark-hearts': {
    play: async (sandbox, press) => {
      const cards = sandbox.locator('.wh-pass .wh-card-button');
      for (const n of [0, 1, 2]) await press(cards.nth(n));
      await press(sandbox.getByRole('button', { name: /^Pass these three/ }));
      await expect(sandbox.locator('.wh-status')).not.toContainText('Choose three cards to pass');
    },
  },
};

/**
 * Where the reader's moves are, for the table checks (table.spec.ts): a moment when the reader is to
 * move and some control on the table would be refused, and the controls' selectors inside the dock.
 * Card games move with card buttons; a game that moves otherwise (Day's betting) says so here.
 */
interface ReaderControls {
  readonly moment: (game: AnyGame, state: unknown, reader: Seat) => boolean;
  /** A control the engine refuses now, one it allows, and the group the reader moves with. */
  readonly refused: string;
  readonly legal: string;
  readonly hand: string;
}

const CARD_BUTTONS: ReaderControls = {
  // The main phase, with some cards in hand that may not be played now.
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

const READER_CONTROLS: Readonly<Record<string, ReaderControls>> = {
  dwyn: {
    // A duel the reader answers, holding a card that beats and one that does not: choosing a hand
    // card otherwise opens a choice of moves rather than making one.
    moment: (game, state, reader) => {
      if (game.probes['stage']?.read(state, undefined) !== 'duel' || !game.toAct(state).includes(reader)) return false;
      const plays = game.legalActions(state, reader).filter((a: { type: string }) => a.type === 'play').length;
      const held = game.probes['handSize']?.read(state, 'A') as number;
      return plays > 0 && held > plays;
    },
    refused: '.wh-card-button.wh-unplayable',
    legal: '.wh-card-button.wh-legal',
    hand: '.wh-hand-buttons',
  },
  day: {
    // A betting turn with no bet open: folding is refused (check instead).
    moment: (game, state, reader) => {
      const phase = game.probes['phase']?.read(state, undefined);
      if ((phase !== 'bet1' && phase !== 'bet2') || !game.toAct(state).includes(reader)) return false;
      return !game.legalActions(state, reader).some((a: { type: string }) => a.type === 'fold');
    },
    refused: '.wh-day-move.wh-unplayable',
    legal: '.wh-day-move.wh-legal',
    hand: '.wh-day-betting',
  },
};

export function readerControls(game: string): ReaderControls {
  return READER_CONTROLS[game] ?? CARD_BUTTONS;
}

/** Deals the game's first-move seed (if it has one) and makes its first move. */
export async function firstMove(game: string, sandbox: Locator, press: Press): Promise<void> {
  const move = FIRST_MOVES[game];
  if (!move) return;
  if (move.seed !== undefined) {
    await press(sandbox.getByText(/^New (hand|game): players, seat, variant, seed$/));
    await sandbox.getByLabel('Seed').fill(String(move.seed));
    await press(sandbox.getByRole('button', { name: /^Deal this (hand|game)$/ }));
    await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${move.seed}`);
  }
  await move.play(sandbox, press);
}
