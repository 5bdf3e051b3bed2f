// How the browser tests drive Black & Red's table (tests/e2e/driver.ts).
import { expect } from '@playwright/test';
import type { GameDriver } from '../driver.ts';
import { openLog } from '../helpers.ts';

export const DRIVER: GameDriver = {
  firstMove: {
    seed: 12,
    play: async (sandbox, press) => {
      const playable = sandbox.getByRole('button', { name: /\(playable\)$/ });
      await expect(playable.first()).toBeVisible();
      await press(playable.first());
      await expect(await openLog(sandbox)).toContainText('A (you) discards');
    },
  },
  tap: async (lesson, action, _unwanted, press = (target) => target.tap()) => {
    if (action === 'go') return press(lesson.locator('[data-focus-key="go"]'));
    if (action === 'deal') return null;
    return press(lesson.locator(`[data-focus-key="card-${action}-1"]`));
  },
};
