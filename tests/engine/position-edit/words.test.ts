// The position view's moves in words (issue 43): every legal move the ruling lists, and every move
// the reader may try and be refused, reads in the game's own words, never in its notation ("allin",
// "pass L3C L7C L2D", "D2C", "discard CASTLE-5"). Positions: random deals played on at random, at
// random table sizes, and every step of every worked example.

import { describe, expect, it } from 'vitest';
import { choiceSaid, seatChoices } from '../../../src/engine/core/position/edit.ts';
import { moveSaid, refusalOf, rulingOf } from '../../../src/engine/core/position/ruling.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { GAMES } from '../../../src/engine/registry.ts';
import { exampleStarts, randomStart } from './property.ts';

/**
 * A token of notation: a card code mixing digits and letters ("9D", "L3C", "1Rn", "S1"), a code of
 * capitals joined by a hyphen ("CASTLE-5", "RUGBY-HEAD"), or an action type that is no English word.
 */
const CODE = /\b(?:\d+[A-Za-z]+|[A-Za-z]+\d+)[A-Za-z0-9]*\b|\b[A-Z]+-[A-Z0-9]+\b|\ballin\b/;

/** What is raw about a move's label, or null when it reads as words. */
function raw(label: string, notation: string): string | null {
  if (label === notation) return 'it is the notation';
  if (!/^[A-Z]/.test(label)) return 'it does not start as a sentence does';
  if (label.includes(':')) return 'it has a colon, as notation does';
  const code = CODE.exec(label);
  return code === null ? null : `it holds "${code[0]}"`;
}

const POSITIONS = 40;

function positionsOf(manifest: GameManifest): { state: unknown; from: string }[] {
  const random = makeRandom(4301);
  const starts = Array.from({ length: POSITIONS }, (_, i) => randomStart(manifest, random, 1 + i));
  return [...starts, ...exampleStarts(manifest)];
}

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  const { game } = manifest;

  it('every legal move the ruling lists is said in words', () => {
    const faults: string[] = [];
    let moves = 0;
    for (const { state, from } of positionsOf(manifest)) {
      for (const ruling of rulingOf(manifest, state)) {
        for (const move of ruling.moves) {
          moves++;
          const fault = raw(move.words, move.notation);
          if (fault !== null) faults.push(`${from}: "${move.words}" for ${move.notation}: ${fault}`);
        }
      }
    }
    expect(moves).toBeGreaterThan(POSITIONS);
    expect(faults.slice(0, 5)).toEqual([]);
  });

  it('a refused move and why are said in words too', () => {
    const faults: string[] = [];
    let refused = 0;
    for (const { state, from } of positionsOf(manifest)) {
      for (const seat of game.toAct(state)) {
        for (const action of game.candidateActions(state, seat) as readonly unknown[]) {
          const why = refusalOf(manifest, state, seat, action);
          if (why === null) continue;
          refused++;
          const notation = game.formatAction(action);
          const said = moveSaid(manifest, state, seat, action);
          // The view says the move and "Not allowed:" before the reason, so the reason does not say
          // either again (issue 43's trial: "Raise to 13. Raising to 13 is not allowed: …").
          const fault =
            raw(said, notation) ??
            (CODE.test(why.message) ? `its reason holds notation` : null) ??
            (/is not allowed/.test(why.message) ? 'its reason says again that it is not allowed' : null);
          if (fault !== null) faults.push(`${from}: "${said}. ${why.message}" for ${notation}: ${fault}`);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(faults.slice(0, 5)).toEqual([]);
  });
});

describe("the editor's choices are said in the game's words", () => {
  for (const manifest of GAMES) {
    const { game } = manifest;
    it(`${game.id}: no choice shows the spec's own id (bet1, handOver) or a shade's letter`, () => {
      const faults: string[] = [];
      for (let players = game.players.min; players <= Math.min(game.players.max, 6); players++) {
        const options = game.parseOptions({ players });
        const seats = seatChoices(players);
        for (const fact of manifest.position.facts(options)) {
          if (fact.kind !== 'choice') continue;
          const ofSeats = (fact.choices ?? []).every((choice) => seats.includes(choice as string | undefined));
          for (const choice of fact.choices ?? []) {
            const said = choiceSaid(fact, choice);
            // A lone capital is a seat, or a rank a card shows (Dawn's needed A, J, Q or K).
            if (/[a-z][A-Z0-9]/.test(said) || (!ofSeats && /^[B-IL-PR-Z]$/.test(said)))
              faults.push(`${fact.label}: "${said}"`);
          }
        }
      }
      expect(faults).toEqual([]);
    });
  }

  it("Day's rounds are the page's words", () => {
    const manifest = GAMES.find((m) => m.game.id === 'day');
    const round = manifest?.position.facts(manifest.game.parseOptions({})).find((fact) => fact.label === 'Round');
    expect(round?.choices?.map((choice) => choiceSaid(round, choice))).toEqual([
      'Substitution',
      'First round of betting',
      'Final round of betting',
      'Hand over',
      '(as the community cards say)',
    ]);
  });
});
