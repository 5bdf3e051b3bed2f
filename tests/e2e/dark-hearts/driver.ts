// How the browser tests drive Dark Hearts' table (tests/e2e/driver.ts).
import { expect, type Locator } from '@playwright/test';
import { DARK_HEARTS } from '../../../src/engine/dark-hearts/manifest.ts';
import type { GameDriver } from '../driver.ts';

type Move =
  { type: 'play'; card: string; shade: 'L' | 'D' } | { type: 'pass'; cards: readonly string[] } | { type: 'deal' };

export const DRIVER: GameDriver = {
  firstMove: {
    play: async (sandbox, press) => {
      const cards = sandbox.locator('.wh-pass .wh-card-button');
      for (const n of [0, 1, 2]) await press(cards.nth(n));
      await press(sandbox.getByRole('button', { name: /^Pass these three/ }));
      await expect(sandbox.locator('.wh-status')).not.toContainText('Choose three cards to pass');
    },
  },
  tap: async (lesson, action, unwanted, press = (target) => target.tap()) => {
    const move = DARK_HEARTS.game.parseAction(action) as Move;
    const card = (id: string): Locator => lesson.locator(`[data-focus-key="card-${id}-1"]`);
    if (move.type === 'deal' || (unwanted && move.type === 'pass')) return null;
    if (move.type === 'pass') {
      for (const id of move.cards) await press(card(id));
      return press(lesson.getByRole('button', { name: /^Pass these three/ }));
    }
    // A lead: the reader sets the Light/Dark switch, then taps the card (a card is named by its Light face).
    const shades = lesson.locator('.wh-shade-switch');
    if ((await shades.count()) > 0)
      // Its name may end "(the coach’s move)".
      await press(shades.getByRole('radio', { name: move.shade === 'L' ? /^Light\b/ : /^Dark\b/ }));
    return press(card(move.card));
  },
};
