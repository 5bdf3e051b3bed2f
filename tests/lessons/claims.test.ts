// The build holds a coach's words to the table (src/lessons/claims.ts, check.ts): a card named is
// placed by a check and on the table when named, a game's other claims are checked with the value
// the words give, and no rule is used before a beat has said it. The false lines the lessons on
// main said, put back where they stood in the corrected lessons (whose checks back their own words),
// are each rejected, naming the file, the beat and the words.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import type { ClaimWords } from '../../src/engine/core/claims.ts';
import { gameById } from '../../src/engine/registry.ts';
import { checkLesson } from '../../src/lessons/check.ts';
import { claimsIn } from '../../src/lessons/claims.ts';
import { LessonError, parseLessonFile } from '../../src/lessons/script.ts';

const file = (game: string): string => `content/lessons/${game}.yaml`;

/** The lesson of `game` with one beat's fields replaced (null removes a field), checked as the build checks it. */
function checkedWith(game: string, beat: number, fields: Readonly<Record<string, unknown>>): () => unknown {
  const raw = parse(readFileSync(file(game), 'utf8')) as { beats: Record<string, unknown>[] };
  const target = raw.beats[beat - 1];
  if (!target) throw new Error(`${game} has no beat ${beat}`);
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete target[key];
    else target[key] = value;
  }
  return () => checkLesson(parseLessonFile(stringify(raw), file(game)), []);
}

function words(game: string): ClaimWords {
  const claims = gameById(game).claims;
  if (!claims) throw new Error(`${game} gives no claims`);
  return claims;
}

const found = (game: string, text: string) =>
  claimsIn(text, words(game), gameById(game).game.deck, 'A').map((c) =>
    c.kind === 'card'
      ? { words: c.words, cards: c.cards.length === 1 ? c.cards[0] : c.cards.length, owner: c.owner }
      : c.kind === 'table'
        ? { words: c.words, key: c.key, value: c.value }
        : { words: c.words, unclear: true },
  );

describe('the claims the build finds in a coach’s words', () => {
  test('a card by its full name, with its owner when the words give one', () => {
    expect(found('dawn', 'Play your 3 of spades; B laid the King of clubs.')).toEqual([
      { words: '3 of spades', cards: '3S', owner: 'A' },
      { words: 'King of clubs', cards: 'KC', owner: null },
    ]);
    expect(found('dwyn', "Take the Skull feet from B, then C's 5 of Rugby.")).toEqual([
      { words: 'Skull feet', cards: 'SKULL-FEET', owner: null },
      { words: '5 of Rugby', cards: 'RUGBY-5', owner: 'C' },
    ]);
    expect(found('day', 'It is the 12 of Risen, and your Moon of Setting.')).toEqual([
      { words: '12 of Risen', cards: '12Rn', owner: null },
      { words: 'Moon of Setting', cards: 'MoonS', owner: 'A' },
    ]);
  });

  test('a card by its rank alone only beside its owner, as any card of that rank', () => {
    expect(found('dwyn', 'B beat your 3 with a 5.')).toEqual([{ words: 'your 3', cards: 6, owner: 'A' }]);
    expect(found('day', "Your Moon beat C's 7.")).toEqual([
      { words: 'Your Moon', cards: 3, owner: 'A' },
      { words: "C's 7", cards: 3, owner: 'C' },
    ]);
  });

  test('a Dark Hearts card by a face with its shade; a face without one is refused, unless it speaks of any such face', () => {
    expect(found('dark-hearts', 'Your Light 8 of spades is the Dark 4 of diamonds.')).toEqual([
      { words: 'Light 8 of spades', cards: '8S', owner: 'A' },
      { words: 'Dark 4 of diamonds', cards: '8S', owner: null },
    ]);
    expect(found('dark-hearts', 'Pass B the 4 of diamonds. A Queen of spades costs 13.')).toEqual([
      { words: '4 of diamonds', unclear: true },
    ]);
  });

  test("each game's other claims, with the check and the value that back them", () => {
    expect(found('dawn', 'You need a Jack; an 8 is needed. The turn comes back to you.')).toEqual([
      { words: 'You need a Jack', key: 'needed', value: 'J' },
      { words: 'an 8 is needed', key: 'needed', value: '8' },
      { words: 'turn comes back', key: 'events', value: 'draw-around' },
    ]);
    expect(
      found('black-and-red', 'B dealt. B added a card, for 19; your 2 would make 32. You made exactly 31.'),
    ).toEqual([
      { words: 'your 2', cards: 4, owner: 'A' },
      { words: 'B dealt', key: 'dealer', value: 'B' },
      { words: 'for 19', key: 'total', value: 19 },
      { words: 'made exactly 31', key: 'events', value: 'thirty-one' },
    ]);
    expect(found('dark-hearts', 'No heart has fallen yet. Light hearts are not broken yet. You won.')).toEqual([
      { words: 'Light hearts are not broken', key: 'broken', value: { lacks: 'L' } },
      { words: 'No heart has fallen', key: 'broken', value: [] },
      { words: 'You won', key: 'trickWinner', value: 'A' },
    ]);
    expect(found('day', 'C raised again, to 4, and the pot of 12 chips is yours.')).toEqual([
      { words: 'raised again, to 4', key: 'bet', value: 4 },
      { words: 'the pot of 12 chips is yours', key: 'potWinners', value: [['A']] },
    ]);
  });
});

describe('the false lines of the lessons on main, put back where they stood, are rejected', () => {
  test.each([
    {
      what: 'DWYN (main, beat 17, say): A never played the 5; the defender answers first',
      game: 'dwyn',
      beat: 22,
      say: 'B could not beat your 5, so the Shield head came back to you, until C took it with a STEAL. Nothing in front of you is safe until a HEAD, a TORSO and FEET of one suit lie there together.',
      rejected: /dwyn\.yaml: beat 22: say "your 5": no check places such a card/,
    },
    {
      what: 'Dawn (main, beat 12, say, rule draw-around): a must-play Ace called the draw-around',
      game: 'dawn',
      beat: 13,
      say: 'C had no Ace and drew. When nobody at all can play, the pile skips down a rank. Here you can play an Ace, which clears the pile.',
      rejected: /dawn\.yaml: beat 13: say "you can play an Ace": it claims the rank needed: check it \(needed: "A"\)/,
    },
    {
      what: 'Black & Red (main, beat 4, say, rule run-colour): card values and the total used before they are said',
      game: 'black-and-red',
      beat: 5,
      say: 'Your King made this run red, so every card in it must be red, from both of you. B added the Queen of diamonds, for 20. Throw the King of diamonds to make 30.',
      rule: 'run-colour',
      rejected:
        /black-and-red\.yaml: beat 5: "B discards the Queen of diamonds \(10\), total 20\." uses rule running-total before any beat has said it/,
    },
    {
      what: 'Dark Hearts (main, beat 3, say): "the 4 and the 3" name faces without their shade',
      game: 'dark-hearts',
      beat: 3,
      say: 'Everyone passes three cards, this hand to the left. Pass B the 4 of diamonds, the Ace of diamonds and the 3 of spades. The 4 and the 3 are Dark hearts.',
      rejected: /dark-hearts\.yaml: beat 3: say "4 of diamonds": every card has two faces/,
    },
    {
      what: 'Dark Hearts (main, beat 10, say): "No heart has fallen yet" once hearts are broken in a shade',
      game: 'dark-hearts',
      beat: 13,
      say: 'No heart has fallen yet, so no heart face may lead, in either shade. Switch to Dark and lead the Dark 5 of clubs.',
      rejected: /dark-hearts\.yaml: beat 13: say "No heart has fallen": it claims that no hearts are broken/,
    },
  ])('$what', ({ game, beat, say, rule, rejected }) => {
    const check = checkedWith(game, beat, rule === undefined ? { say } : { say, rule });
    expect(check).toThrow(LessonError);
    expect(check).toThrow(rejected);
  });

  test('a check written for a false claim fails against the engine: hearts were broken in Dark', () => {
    const check = checkedWith('dark-hearts', 14, {
      say: 'No heart has fallen yet. Lead the Light 5 of clubs.',
      given: { broken: [], trickWinner: 'A', 'hand.A': { has: ['L5C'] } },
    });
    expect(check).toThrow(/dark-hearts\.yaml: beat \d+: after .*: beat 14: given broken: expected \[\], got \["D"\]/);
  });
});

describe('a claim the engine does not back fails the build, naming the file, the beat and the words', () => {
  test('a card placed by a check but not on the table when named: an Ace that cleared the pile', () => {
    const check = checkedWith('dawn', 11, {
      say: 'B laid the Ace of hearts, which clears the pile; B started again with the Jack of clubs. Play either 10.',
    });
    expect(check).toThrow(/dawn\.yaml: beat 11: "Ace of hearts": the reader cannot see it on the table then/);
  });

  test('a claimed value the checks do not hold', () => {
    const check = checkedWith('black-and-red', 9, { say: 'B added the 9 of diamonds, for 18.' });
    expect(check).toThrow(
      /black-and-red\.yaml: beat 9: say "for 18": it claims the run's total: check it \(total: 18\)/,
    );
  });

  test('a rule used before any beat says it: a drawn card played before the coach has said it goes on', () => {
    const said = checkedWith('dawn', 17, { rule: 'draw-when-unable' });
    const check = (): unknown => {
      const raw = parse(readFileSync(file('dawn'), 'utf8')) as { beats: Record<string, unknown>[] };
      const [seventeen, eighteen] = [raw.beats[16], raw.beats[17]];
      if (!seventeen || !eighteen) throw new Error('no beats 17 and 18');
      [seventeen['rule'], eighteen['rule']] = [eighteen['rule'], seventeen['rule']];
      return checkLesson(parseLessonFile(stringify(raw), file('dawn')), []);
    };
    expect(said).toThrow(/covers: "drawn-card-played" is covered, but no beat cites it/);
    expect(check).toThrow(
      /dawn\.yaml: beat 18: "A draws the 8 of diamonds, exactly the rank needed, and must play it\." uses rule drawn-card-played before any beat has said it/,
    );
  });
});
