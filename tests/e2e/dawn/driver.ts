// How the browser tests drive Dawn's table (tests/e2e/driver.ts).
import { expect } from '@playwright/test';
import type { GameDriver } from '../driver.ts';

export const DRIVER: GameDriver = {
  firstMove: {
    play: async (sandbox, press) => {
      await press(sandbox.getByRole('button', { name: 'Done arranging' }));
      await press(sandbox.locator('.wh-take .wh-back-button').nth(0));
      await press(sandbox.locator('.wh-take .wh-back-button').nth(1));
      await press(sandbox.getByRole('button', { name: 'Take these two' }));
      await expect(sandbox.locator('.wh-status')).not.toContainText('Take two cards');
    },
  },
  matchOptions: { matchHands: 3 },
  tap: async (lesson, action, unwanted, press = (target) => target.tap()) => {
    const [verb, ...rest] = action.split(' ');
    if (verb === 'ready') return press(lesson.getByRole('button', { name: 'Done arranging' }));
    if (verb === 'draw') return press(lesson.locator('.wh-draw'));
    if (verb === 'shift' || (unwanted && verb === 'take')) return null;
    if (verb === 'take') {
      for (const position of rest) await press(lesson.locator('.wh-take .wh-back-button').nth(Number(position) - 1));
      return press(lesson.locator('.wh-take .wh-primary'));
    }
    if (verb === 'pick') {
      return press(lesson.locator('.wh-pick button').filter({ hasText: `in front of ${rest[0]}` }));
    }
    return press(lesson.locator(`[data-focus-key="card-${action}-1"]`));
  },
};
