// The position view's options (issue 43, src/components/core/position/options-edit.ts): every
// option the sandbox offers can be changed on a position; the cards stay where they were; a change
// that makes the position impossible says so in a sentence naming the option and what is wrong,
// and one the game refuses outright changes nothing and says why.
import { describe, expect, test } from 'vitest';
import { GAMES, gameById } from '../../src/engine/registry.ts';
import { optionFields } from '../../src/engine/core/option-lists.ts';
import { checked, freshDeal, loadPositionGame } from '../../src/components/core/position/model.ts';
import { changeOption, positionOptions } from '../../src/components/core/position/options-edit.ts';

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_, manifest) => {
  test("offers the sandbox's every option, and each change keeps the cards and says when the position cannot happen", async () => {
    const pg = await loadPositionGame(manifest.play);
    const fields = positionOptions(pg.game);
    expect(fields.map((f) => f.key)).toEqual(optionFields(pg.game.options).map((f) => f.key));
    const draft = freshDeal(pg.game);
    for (const field of fields) {
      for (const choice of field.choices) {
        const change = changeOption(pg, draft, field, String(choice.value));
        if ('refused' in change) {
          expect(change.refused).toMatch(
            new RegExp(`^${field.label} cannot be "${choice.label.replace(/[()]/g, '\\$&')}" here: \\w`),
          );
          continue;
        }
        expect(change.draft.options[field.key]).toBe(choice.value);
        expect(change.draft.spec).toBe(draft.spec);
        expect(change.draft.seed).toBe(draft.seed);
        const ok = checked(pg, change.draft).ok;
        if (ok) expect(change.warning).toBeNull();
        else
          expect(change.warning).toMatch(
            new RegExp(`^With ${field.label} set to ".+", this position cannot happen: \\S.* Nothing was moved`),
          );
      }
    }
  });
});

describe('what a change says', () => {
  const field = (game: string, key: string) => {
    const found = optionFields(gameById(game).game.options).find((f) => f.key === key);
    if (!found) throw new Error(`${game} has no option ${key}`);
    return found;
  };

  test("Dawn's first deal for three players: a fourth seat's hand cannot be held", async () => {
    const pg = await loadPositionGame(gameById('dawn').play);
    const change = changeOption(pg, freshDeal(pg.game), field('dawn', 'players'), '3');
    expect(change).toMatchObject({
      warning: expect.stringMatching(/^With Players set to "3", this position cannot happen: /),
    });
  });

  test("Day's first deal with 50 chips each: its 400 chips do not add up", async () => {
    const pg = await loadPositionGame(gameById('day').play);
    const change = changeOption(pg, freshDeal(pg.game), field('day', 'startingChips'), '50');
    expect(change).toMatchObject({ warning: expect.stringContaining('The chips add up to 400') });
  });

  test('Dawn with one deck for four players is refused, and nothing changes', async () => {
    const pg = await loadPositionGame(gameById('dawn').play);
    const change = changeOption(pg, freshDeal(pg.game), field('dawn', 'decks'), '1');
    expect(change).toEqual({ refused: expect.stringMatching(/^Decks cannot be "1" here: 1 deck cannot deal 4 hands/) });
  });

  test('an option that leaves the position possible changes only itself', async () => {
    const pg = await loadPositionGame(gameById('dark-hearts').play);
    const draft = freshDeal(pg.game);
    const change = changeOption(pg, draft, field('dark-hearts', 'endScore'), '50');
    expect(change).toEqual({ draft: { ...draft, options: { ...draft.options, endScore: 50 } }, warning: null });
  });
});
