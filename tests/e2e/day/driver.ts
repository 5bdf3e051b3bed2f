// How the browser tests drive Day's table (tests/e2e/driver.ts): its moves are betting buttons.
import { expect } from '@playwright/test';
import { theDayCard } from '../../../src/engine/day/ui.ts';
import type { GameDriver } from '../driver.ts';
import { openLog } from '../helpers.ts';

export const DRIVER: GameDriver = {
  firstMove: {
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: /^Keep both cards/ }));
      await expect(await openLog(sandbox)).toContainText('A (you) keeps both cards.');
    },
  },
  controls: {
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
  tap: async (lesson, action, _unwanted, press = (target) => target.tap()) => {
    const [verb, to] = action.split(' ');
    const names: Record<string, RegExp> = {
      keep: /^Keep both cards/,
      check: /^Check/,
      call: /^Call/,
      fold: /^Fold/,
      bet: new RegExp(`^Bet ${to}`),
      raise: new RegExp(`^Raise to ${to}`),
    };
    const name = names[verb ?? ''];
    if (name) return press(lesson.getByRole('button', { name }));
    if (verb === 'swap')
      return press(lesson.getByRole('button', { name: `Swap ${theDayCard(to ?? '')} for the top card of the deck` }));
    return null;
  },
};
