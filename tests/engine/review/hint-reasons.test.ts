// A hint's reason in the game's terms (core/search/hint.ts with compare.ts): after the search's
// figures, the events that came more or less often after the hinted move than after the next best,
// each said in the game's own words (never a rule's title in quotes) and linked to a rule of the
// game, with both shares of the deals tried.
import { expect, test } from 'vitest';
import { compare } from '../../../src/engine/core/search/compare.ts';
import { hintFor } from '../../../src/engine/core/search/hint.ts';
import { search } from '../../../src/engine/core/search/search.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { choicePositions } from '../../bench/playouts.ts';

test.each(GAMES.map((entry) => [entry.game.id, entry] as const))(
  '%s: a hint names the events its move makes more or less likely, by their rules',
  (_id, entry) => {
    const { game, bot, spec } = entry.search;
    let told = 0;
    for (const { state, seat } of choicePositions(entry, 6, 3, 2)) {
      const result = search(game, bot, spec, state, seat, { seed: 2, playouts: 200 });
      const [best, next] = result.moves;
      if (!best || !next) continue;
      const { events } = compare(game, bot, spec, state, seat, best.action, next.action, { seed: 2, deals: 24 });
      const hint = hintFor(game, spec, state, seat, result, 'you', events);
      expect(hint.reason).toMatch(/^[A-Z][^:]+: .+\. Next best: .+\./);
      expect(hint.reason).not.toMatch(/[“”"]|happened/);
      for (const event of events) {
        expect(Object.keys(game.rules)).toContain(event.rule);
        expect(hint.reason).toContain(`After this move, ${event.words} in `);
        expect(hint.reason).toMatch(/After this move, .+ in \d+% of the deals tried; after you .+, in \d+%\./);
      }
      told += events.length;
    }
    expect(told, 'some hint names an event').toBeGreaterThan(0);
  },
);
