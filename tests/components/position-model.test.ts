// The position view's decisions (src/components/core/position/model.ts), for every game through its
// play manifest, as the page loads them: the view opens on the sandbox's first deal, which can be
// ruled on; a card placed by taps from an empty table lands in the game's notation and is checked;
// the address's #pos= link opens the same position; a bad link is a sentence, never a throw.
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { cardsAt, factOf } from '../../src/engine/core/position/edit.ts';
import { rulingOf } from '../../src/engine/core/position/ruling.ts';
import {
  checked,
  deckOf,
  emptyTable,
  freshDeal,
  fromLink,
  linkOf,
  loadPositionGame,
  placeCard,
  playOnLink,
  shownDraft,
  tryMove,
  type Tried,
} from '../../src/components/core/position/model.ts';

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_, manifest) => {
  test('opens on the first deal, which is ruled on, and its link opens it again', async () => {
    const pg = await loadPositionGame(manifest.play);
    const draft = freshDeal(pg.game);
    const setUp = checked(pg, draft);
    expect(setUp.ok ? [] : setUp.problems).toEqual([]);
    const linked = fromLink(pg.game, linkOf(pg.game, draft));
    expect(linked).toEqual({ draft: { options: draft.options, seed: draft.seed, spec: draft.spec } });
    const seat = setUp.ok ? pg.game.toAct(setUp.state)[0] : undefined;
    if (seat !== undefined) expect(await playOnLink(pg.game, manifest.page, draft, seat)).toMatch(/#play=/);
  });

  test('a card tapped onto a place from an empty table lands there, in the notation the position reads', async () => {
    const pg = await loadPositionGame(manifest.play);
    const draft = emptyTable(pg.game, {});
    const places = pg.position.places(draft.options);
    const deck = deckOf(pg, draft, places);
    expect(deck.every((card) => card.at.length === 0)).toBe(true);
    const [first] = deck;
    if (first === undefined) throw new Error('no cards');
    const placed = placeCard(pg.game, draft, first, places, 0);
    const [text] = cardsAt(placed.spec, places[0]!);
    expect(pg.game.deck.parse(text ?? '')).toBe(first.card);
    expect(deckOf(pg, placed, places)[0]?.at).toEqual([{ place: 0, text }]);
    // Checked, never thrown: a problem or a position.
    const setUp = checked(pg, placed);
    // and never about how the card was written (a Dark Hand card names its face: L2C, not 2C).
    if (!setUp.ok) {
      for (const problem of setUp.problems) {
        expect(problem.message).toMatch(/\w/);
        expect(problem.message).not.toContain(`"${text}"`);
      }
    }
    // Back to the stock.
    const back = placeCard(pg.game, placed, deckOf(pg, placed, places)[0]!, places, null);
    expect(cardsAt(back.spec, places[0]!)).toEqual([]);
  });

  test("an empty table presets no fact the cards decide (player one's colour, which an upcard placed later sets)", async () => {
    const pg = await loadPositionGame(manifest.play);
    const draft = emptyTable(pg.game, {});
    const set = pg.position
      .facts(draft.options)
      .filter((fact) => factOf(draft.spec, fact) !== undefined && fact.path.join('.') !== 'phase')
      .map((fact) => fact.label);
    // Only the phase (Day's round), which says what moment the table is at: nothing the cards placed decide.
    expect(set).toEqual([]);
  });

  test('after moves are tried, the address is the moment shown, and opens to the same ruling', async () => {
    const pg = await loadPositionGame(manifest.play);
    const { game } = pg;
    const draft = freshDeal(game);
    const setUp = checked(pg, draft);
    if (!setUp.ok) throw new Error('the first deal sets up');
    expect(shownDraft(pg, draft, [])).toBe(draft);
    // A few legal moves played on from the first deal, the last one's moment shown.
    let line: readonly Tried[] = [];
    let state = setUp.state;
    for (let i = 0; i < 3; i++) {
      const seat = game.toAct(state)[0];
      if (seat === undefined || game.isHandOver(state)) break;
      const action = game.legalActions(state, seat)[0];
      const tried = tryMove(pg, state, seat, action);
      // The answer to the move tried leads what followed: allowed, with the ruling's own reason and rule.
      const ruled = rulingOf(pg, state)
        .find((ruling) => ruling.seat === seat)
        ?.moves.find((move) => move.notation === game.formatAction(action));
      expect([tried.words, tried.rule, tried.message]).toEqual([ruled?.words, ruled?.rule, ruled?.message]);
      expect(tried.message).not.toBe('');
      line = [...line, tried];
      state = tried.state;
      const shown = shownDraft(pg, draft, line);
      if (shown === null) continue;
      const opened = fromLink(game, linkOf(game, shown));
      if (!('draft' in opened)) throw new Error(opened.problem);
      const again = checked(pg, opened.draft);
      if (!again.ok) throw new Error(again.problems.map((p) => p.message).join(' '));
      expect(game.toAct(again.state)).toEqual(game.toAct(state));
      for (const seat of game.toAct(state))
        expect(game.legalActions(again.state, seat).map(game.formatAction)).toEqual(
          game.legalActions(state, seat).map(game.formatAction),
        );
      expect(shown.spec).toEqual(game.positionOf(state));
    }
    expect(line.length).toBeGreaterThan(0);
  });

  test('a bad link is a sentence', async () => {
    const pg = await loadPositionGame(manifest.play);
    for (const bad of ['#pos=', '#pos=not-a-position', '#pos=UAtkYXJrLWhlYXJ0cw']) {
      const opened = fromLink(pg.game, bad);
      expect(opened).toHaveProperty('problem');
      if ('problem' in opened) expect(opened.problem).toMatch(/could not be opened\. \w/);
    }
  });
});
