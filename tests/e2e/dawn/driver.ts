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
  tap: async (lesson, action, unwanted) => {
    const [verb, ...rest] = action.split(' ');
    if (verb === 'ready') return lesson.getByRole('button', { name: 'Done arranging' }).tap();
    if (verb === 'draw') return lesson.locator('.wh-draw').tap();
    if (verb === 'shift' || (unwanted && verb === 'take')) return null;
    if (verb === 'take') {
      for (const position of rest)
        await lesson
          .locator('.wh-take .wh-back-button')
          .nth(Number(position) - 1)
          .tap();
      return lesson.locator('.wh-take .wh-primary').tap();
    }
    if (verb === 'pick') {
      return lesson
        .locator('.wh-pick button')
        .filter({ hasText: `in front of ${rest[0]}` })
        .tap();
    }
    return lesson.locator(`[data-focus-key="card-${action}-1"]`).tap();
  },
};
