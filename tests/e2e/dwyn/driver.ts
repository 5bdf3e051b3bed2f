// How the browser tests drive DWYN's table (tests/e2e/driver.ts): a hand card opens a choice of
// moves, so its refused controls are move buttons.
import { expect } from '@playwright/test';
import { dwynCardName, SUIT_TITLES } from '../../../src/engine/dwyn/ui.ts';
import type { GameDriver } from '../driver.ts';
import { openLog } from '../helpers.ts';

export const DRIVER: GameDriver = {
  firstMove: {
    // A deal where A, on the dealer's left, lays out first.
    seed: 2,
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: /^Lay out every body card you were dealt/ }));
      await expect(await openLog(sandbox)).toContainText('A (you) lays out every body card dealt');
    },
  },
  controls: {
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
  matchOptions: { matchGames: 3 },
  refused: '.wh-dw-move.wh-unplayable',
  tap: async (lesson, action, _unwanted, press = (target) => target.tap()) => {
    const [verb, a, b] = action.split(' ');
    const key = (k: string) => lesson.locator(`[data-focus-key="${k}"]`);
    const card = (c: string) => key(`card-${c}-1`);
    switch (verb) {
      case 'layout':
      case 'draw':
      case 'pass':
      case 'concede':
        return press(key(verb));
      case 'play':
        return press(card(a ?? ''));
      case 'lay':
      case 'discard':
        await press(card(a ?? ''));
        return press(key(verb));
      case 'steal':
      case 'dwyn': {
        await press(card(verb.toUpperCase()));
        await press(key(verb));
        const what = dwynCardName(b ?? '');
        const name = `${verb === 'steal' ? 'Take' : 'Challenge for'} ${a}'s ${what.replace(/^the /, '')}`;
        return press(lesson.getByRole('button', { name: new RegExp(`^${name}`) }));
      }
      case 'suit':
        return press(
          lesson.locator('.wh-dw-suits button').filter({ hasText: SUIT_TITLES[a as keyof typeof SUIT_TITLES] }),
        );
      default:
        return null;
    }
  },
};
