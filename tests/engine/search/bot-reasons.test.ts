// A strong bot's reason, shown in the log with "Show the strong bots' reasons" (issue 41), names
// only what the reader may see, as the log's own sentences do: never a card in the bot's hidden
// hand, nor the card it swapped or mucked, nor where in its own fan it shifts (Dawn). With every
// card revealed, the reason names them all.
//
// A card is hidden from the reader where it may lie elsewhere in a deal the reader cannot tell from
// the real one (Game.determinize, which the search tests check reads only what the seat sees): a
// card the reader saw drawn, or passed themselves, is not. A card the bot's move puts on the table
// is not hidden either. The revealed reason must name some hidden card, or the test could not tell.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import type { SearchGame } from '../../../src/engine/core/search/spec.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { hintFor } from '../../../src/engine/core/search/hint.ts';
import { search } from '../../../src/engine/core/search/search.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { faceName, type DarkCard } from '../../../src/engine/dark-hearts/deck.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { choicePositions } from '../../bench/playouts.ts';

/** Where each card lies in the spectator's view of `state`: the paths to the lists holding it. */
function places(game: SearchGame, state: unknown): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string' && game.deck.isCard(value))
      found.set(value, (found.get(value) ?? new Set()).add(path));
    else if (Array.isArray(value)) value.forEach((item) => walk(item, typeof item === 'string' ? path : `${path}.*`));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(game.view(state, 'all'), '');
  return found;
}

/**
 * The cards the reader cannot place: in the deals they cannot tell from the real one, no list holds
 * the card in all of them. Less those the bot's move shows the reader.
 */
function hiddenFrom(game: SearchGame, state: unknown, reader: Seat, after: unknown): string[] {
  const known = places(game, state);
  for (let w = 0; w < 6; w++) {
    const other = places(game, game.determinize(state, reader, seedRng(900 + w)));
    for (const [card, paths] of known) for (const path of paths) if (!other.get(card)?.has(path)) paths.delete(path);
  }
  const shown = JSON.stringify(game.view(after, reader));
  return [...known].filter(([card, paths]) => paths.size === 0 && !shown.includes(`"${card}"`)).map(([card]) => card);
}

/** Every name a card goes by in a reason: the deck's, and in Dark Hearts each face's. */
function names(game: SearchGame, card: string): string[] {
  if (game.id === 'dark-hearts') return [faceName(card as DarkCard, 'L'), faceName(card as DarkCard, 'D')];
  return [game.deck.facts(card).name.replace(/^(a|an|the) /, '')];
}

const named = (text: string, name: string): boolean =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);

describe.each(GAMES.map((entry) => [entry.game.id, entry] as const))('%s', (_id, entry) => {
  const { game, bot, spec } = entry.search;

  test("a bot's reason names no card the reader cannot see; revealed, it names them", () => {
    let planted = 0;
    let reasons = 0;
    for (const { state, seat } of choicePositions(entry, 14, 7, 3)) {
      const reader: Seat = (seat + 1) % game.seatCount(state);
      const result = search(game, bot, spec, state, seat, { seed: 5, playouts: 80 });
      if (result.moves.length < 2) continue;
      const hint = hintFor(game, spec, state, seat, result, seatLetter(seat), [], reader);
      reasons++;
      const hidden = hiddenFrom(game, state, reader, game.apply(state, seat, result.action).state);
      const revealed = hint.revealed ?? hint.reason;
      for (const card of hidden) {
        for (const name of names(game, card)) {
          expect(named(hint.reason, name), `${name} in "${hint.reason}"`).toBe(false);
          if (named(revealed, name)) planted++;
        }
      }
      // Where a Dawn player shifts or takes in their own fan is theirs alone.
      expect(hint.reason).not.toMatch(/positions/);
      // The spectator's reason and the reader's own hint are not hidden.
      expect(hintFor(game, spec, state, seat, result, seatLetter(seat), [], 'all').reason).toBe(revealed);
      expect(hintFor(game, spec, state, seat, result, 'you').revealed).toBeUndefined();
    }
    expect(reasons).toBeGreaterThan(0);
    expect(planted, 'some revealed reason names a card the reader cannot see').toBeGreaterThan(0);
  });
});
