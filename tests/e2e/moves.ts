// How a reader makes the first move of a hand in each game's sandbox, and where the reader's moves
// are: each game's driver says (tests/e2e/<game>/driver.ts); this is the one part of the generic
// browser checks (phone, axe, the table) that differs by game. A game whose driver gives no first
// move still gets every generic check, on its freshly dealt table.
import { expect, type Locator } from '@playwright/test';
import { CARD_BUTTONS, driverOf, type Press, type ReaderControls } from './driver.ts';

export function readerControls(game: string): ReaderControls {
  return driverOf(game).controls ?? CARD_BUTTONS;
}

/** Deals the game's first-move seed (if it has one) and makes its first move. */
export async function firstMove(game: string, sandbox: Locator, press: Press): Promise<void> {
  const move = driverOf(game).firstMove;
  if (!move) return;
  if (move.seed !== undefined) {
    await press(sandbox.getByText(/^New (hand|game): players, seat, variant, seed$/));
    await sandbox.getByLabel('Seed').fill(String(move.seed));
    await press(sandbox.getByRole('button', { name: /^Deal this (hand|game)$/ }));
    await expect(sandbox.locator('.wh-seed')).toContainText(`Seed ${move.seed}`);
  }
  await move.play(sandbox, press);
}
