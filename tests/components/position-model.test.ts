// The position view's decisions (src/components/core/position/model.ts), for every game through its
// play manifest, as the page loads them: the view opens on the sandbox's first deal, which can be
// ruled on; a card placed by taps from an empty table lands in the game's notation and is checked;
// the address's #pos= link opens the same position; a bad link is a sentence, never a throw.
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { cardsAt, factOf } from '../../src/engine/core/position/edit.ts';
import { rulingOf } from '../../src/engine/core/position/ruling.ts';
import { ruledBySaid } from '../../src/components/core/position/options-edit.ts';
import {
  amongCards,
  checked,
  deckOf,
  emptyTable,
  freshDeal,
  fromLink,
  linkOf,
  loadPositionGame,
  moveCopy,
  placeCard,
  playOnLink,
  shownDraft,
  tryMove,
  withFact,
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

describe("DWYN's editor (issue 43's trial)", () => {
  const dwynPlay = () => {
    const manifest = GAMES.find((entry) => entry.game.id === 'dwyn');
    if (manifest === undefined) throw new Error('no DWYN');
    return loadPositionGame(manifest.play);
  };

  test('a placed copy tapped moves that copy: to a place, or back to the stock, and no copy is added', async () => {
    const pg = await dwynPlay();
    const empty = emptyTable(pg.game, { players: 2 });
    const draft = { ...empty, spec: { hands: { A: ['CASTLE-2'], B: [] }, discards: ['DWYN', 'CASTLE-3', 'DWYN'] } };
    const places = pg.position.places(draft.options);
    const at = (label: string) => places.findIndex((place) => place.label === label);
    const pile = at('the discard pile');
    const dwyns = (spec: unknown) =>
      places.flatMap((place) => cardsAt(spec, place)).filter((card) => card === 'DWYN').length;
    // The bottom DWYN of the pile tapped, then A's hand: that one moves, the top one stays on top.
    const moved = moveCopy(draft, places, { place: pile, index: 0, text: 'DWYN' }, at("A's hand"));
    expect(cardsAt(moved.spec, places[pile]!)).toEqual(['CASTLE-3', 'DWYN']);
    expect(cardsAt(moved.spec, places[at("A's hand")]!)).toEqual(['CASTLE-2', 'DWYN']);
    expect(dwyns(moved.spec)).toBe(2);
    // "Unplaced" takes the copy tapped (the bottom one), not the last placed.
    const unplaced = moveCopy(draft, places, { place: pile, index: 0, text: 'DWYN' }, null);
    expect(cardsAt(unplaced.spec, places[pile]!)).toEqual(['CASTLE-3', 'DWYN']);
    expect(dwyns(unplaced.spec)).toBe(1);
  });

  test('the card challenged for is chosen among the cards laid out in front of the defender, by name', async () => {
    const pg = await dwynPlay();
    const target = pg.position.facts({ players: 2 }).find((fact) => fact.path.join('.') === 'duel.target');
    if (target === undefined) throw new Error('no duel target');
    const nameOf = (text: string) => pg.game.deck.facts(text).name;
    const tableaux = {
      A: ['MINER-HEAD'],
      // A whole Castle body protects its cards: they cannot be challenged for.
      B: ['RUGBY-HEAD', 'CASTLE-HEAD', 'CASTLE-TORSO', 'CASTLE-FEET', 'KROWN'],
    };
    const spec = { hands: {}, tableaux, duel: { defender: 'B' } };
    const field = amongCards(target, spec, nameOf);
    expect(field.kind).toBe('choice');
    expect(field.choices).toEqual(['RUGBY-HEAD', 'KROWN', undefined]);
    expect(field.words).toEqual({ 'RUGBY-HEAD': 'Rugby head', KROWN: 'the KROWN' });
    // Before a defender is chosen, every seat's; a link's target kept, for the check to say why not.
    expect(amongCards(target, { hands: {}, tableaux }, nameOf).choices).toEqual([
      'MINER-HEAD',
      'RUGBY-HEAD',
      'KROWN',
      undefined,
    ]);
    const linked = { ...spec, duel: { defender: 'B', target: 'CASTLE-HEAD' } };
    expect(amongCards(target, linked, nameOf).choices).toEqual(['RUGBY-HEAD', 'KROWN', 'CASTLE-HEAD', undefined]);
    // Chosen, it is written in the link's notation, as before.
    const chosen = withFact(emptyTable(pg.game, { players: 2 }), target, 'RUGBY-HEAD');
    expect(chosen.spec).toMatchObject({ duel: { target: 'RUGBY-HEAD' } });
  });
});

describe("Day's ruling says the betting limit (issue 43's trial)", () => {
  test('fixed, pot or no limit, in the words of the options', async () => {
    const manifest = GAMES.find((entry) => entry.game.id === 'day');
    if (manifest === undefined) throw new Error('no Day');
    const pg = await loadPositionGame(manifest.play);
    expect(ruledBySaid(pg, freshDeal(pg.game).options)).toEqual([
      'Betting limit at this table: Fixed: 1 chip a bet, 3 raises a round.',
    ]);
    expect(ruledBySaid(pg, { ...freshDeal(pg.game).options, limit: 'pot' })).toEqual([
      'Betting limit at this table: Pot limit.',
    ]);
  });
});
