// What a newcomer read in the guided hands and tripped on (issues 40 and 44): coach lines that must
// agree with the quick start and the rule, and the reasons the coach gives for picking one move
// among several legal ones, held as plain phrases so a rewrite cannot quietly lose them.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/engine/registry.ts';
import { claimsIn } from '../../src/lessons/claims.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';

const lines = (game: string, rule: string): string[] => {
  const file = `content/lessons/${game}.yaml`;
  return parseLessonFile(readFileSync(file, 'utf8'), file)
    .beats.filter((beat) => beat.rule === rule)
    .map((beat) => beat.say ?? '');
};

describe('the coach says what the quick start says', () => {
  test('Dark Hearts: a Dark point face may go on the first trick from a hand of nothing else (DH-8)', () => {
    const said = lines('dark-hearts', 'first-trick-no-points').join(' ');
    expect(said).toMatch(/no card whose Dark face is a point card may go unless all yours are/);
  });

  test('Dark Hearts: on the first trick, having no Dark club is not "any card may go": the next line\'s rule holds', () => {
    const said = lines('dark-hearts', 'follow-suit')[0] ?? '';
    expect(said).toMatch(/here with a Dark club, if you can\. You have none\.$/);
  });

  test('DWYN: the jump to another game says why the first is left, and that it is the plan: an opening, then an end', () => {
    const said = lines('dwyn', 'winning').join(' ');
    expect(said).not.toMatch(/Leave this game here/);
    expect(said).toMatch(
      /That was a game's opening; the rest takes many turns\. Jump to another game's end, to see how one ends/,
    );
  });

  test('DWYN: a duel is the two players\' alone, and "concede" is the button\'s word (DW-14)', () => {
    const said = lines('dwyn', 'duel').join(' ');
    expect(said).not.toMatch(/each in turn may play/);
    expect(said).toMatch(
      /the defender answers first, then the two of you take turns: play a higher Miner number card, or concede/,
    );
  });

  test('DWYN: after the KROWN, discards are mixed into the pool (DW-10, DW-11)', () => {
    expect(lines('dwyn', 'pool').join(' ')).toMatch(/draws come from it, and discards are mixed in/);
  });

  test('Day: the coach gives the suits their symbols, and the hint that tells Rising from Risen, where the cards are first named', () => {
    expect(lines('day', 'deal').join(' ')).toContain('↑ marks Rising (sunrise), ☀ Risen (noon) and ↓ Setting (sunset)');
  });
});

/** The beats of `game`'s lesson, in order. */
const beats = (game: string) => {
  const file = `content/lessons/${game}.yaml`;
  return parseLessonFile(readFileSync(file, 'utf8'), file).beats;
};

/** The coach's words at the decision that asks for `move`. */
const at = (game: string, move: string): string => {
  const beat = beats(game).find((b) => Array.isArray(b.you) && b.you.includes(move));
  if (!beat) throw new Error(`${game}: no decision asks for ${move}`);
  return beat.say ?? '';
};

describe('where the coach picks one move among legal ones, it says why (issue 42)', () => {
  test("DWYN: B's Skull feet, the 3 of Miner, either X, the DWYN, Rugby, and not drawing", () => {
    expect(at('dwyn', 'steal B SKULL-FEET')).toMatch(
      /take B's Skull feet, B's only feet\. It goes in front of you at once/,
    );
    expect(at('dwyn', 'play MINER-3')).toMatch(/conceding loses the feet at once/);
    expect(at('dwyn', 'discard SHIELD-X')).toMatch(/an X is the lowest number card, the least use in a duel/);
    expect(at('dwyn', 'dwyn B SHIELD-HEAD')).toMatch(/you hold two 5s, and nothing beats a 5/);
    expect(at('dwyn', 'suit RUGBY')).toMatch(
      /Name Rugby, and only your Rugby 5 can be spent; Castle would risk only your Castle 5/,
    );
    expect(at('dwyn', 'discard CASTLE-2')).toMatch(/discard your 2 of Castle to empty your hand/);
  });

  test('Dark Hearts: the three cards passed, the King of spades, and each low card', () => {
    // Three cards, said as three: the two Dark clubs are the first two cards, not a fourth thing (issue 42).
    expect(at('dark-hearts', 'pass L2D LJD LKS')).toMatch(
      /Pass B three cards: the Light Jack of diamonds and Light King of spades, whose Dark faces are your only Dark clubs, and the Light 2 of diamonds, whose Dark face is a spade high enough to win you a trick/,
    );
    expect(at('dark-hearts', 'DKS')).toMatch(/Play the Dark King of spades: a high card that cannot win a club trick/);
    expect(at('dark-hearts', 'D6S')).toMatch(/your highest below D's 10: it cannot win/);
    expect(at('dark-hearts', 'D3S')).toMatch(/the Dark 3 of spades, low, to pass the lead on/);
    expect(at('dark-hearts', 'D7D')).toMatch(/Dark 7 of diamonds, your lowest/);
    expect(at('dark-hearts', 'L5C')).toMatch(/the Light 5 of clubs, a low club/);
  });

  test('Dark Hearts: the cards to pass are named by their Light face, the one their tiles show first (issue 42)', () => {
    // At the pass a tile shows both faces, Light above Dark, and the hand is sorted by the Light
    // face: a card named by its Dark face was not found.
    const say = at('dark-hearts', 'pass L2D LJD LKS');
    const { claims, game } = gameById('dark-hearts');
    const named = claimsIn(say, claims!, game.deck, 'A').filter((claim) => claim.kind === 'card');
    expect(named.map((claim) => claim.words)).toEqual([
      'Light Jack of diamonds',
      'Light King of spades',
      'Light 2 of diamonds',
    ]);
  });

  test("Black & Red: red, B's colour, the King of diamonds, the 10 of spades, and the 4 of clubs", () => {
    expect(at('black-and-red', 'KH')).toMatch(
      /with the King of hearts: you collect black, so a red card is one to lose, and B must then throw away/,
    );
    expect(at('black-and-red', '4S')).toMatch(/Either black 4 will do: suits do not count/);
    expect(at('black-and-red', 'KD')).toMatch(/to make 30, which leaves B almost no room/);
    expect(at('black-and-red', 'JH')).toMatch(/Throw the Jack of hearts: red again, B's colour/);
    expect(at('black-and-red', '10S')).toMatch(
      /the 10 of spades, your highest, and keep the low ones to finish the run/,
    );
  });

  test("Dawn: the 9 of spades, and B's pair", () => {
    expect(at('dawn', '9S')).toMatch(/Start with the 9 of spades, a black card gone/);
    expect(at('dawn', 'pick B')).toMatch(/Take the pair in front of B: unseen, no pair is better/);
  });

  test('Day: the call says why, and the tie-breaker is told at the showdown, after the call, not before it', () => {
    const all = beats('day');
    const call = all.findIndex((b) => Array.isArray(b.you) && b.you.includes('call'));
    expect(all[call]?.say).toMatch(/Call: folding would give up the pot with a Day in hand/);
    const told = all.flatMap((b, i) => (/tie-breaker|flip/i.test(b.say ?? '') ? [i] : []));
    expect(told.length).toBeGreaterThan(0);
    expect(
      told.every((i) => i > call),
      'every beat that speaks of the tie-breaker comes after the call',
    ).toBe(true);
    expect(all[call + 1]?.rule).toBe('tie-breaker');
    expect(all[call + 1]?.say).toMatch(/so a tie-breaker settled it: each of you flipped a card from the deck/);
  });
});

describe('the coach gives reasons at the table, never the lesson itself as a reason (issue 42)', () => {
  // "Name Rugby: the lesson is planned on it" told a newcomer nothing about the game.
  const selfish =
    /\blesson\b[^.]*\b(plans?|planned|needs|wants|keeps|waits|passes|is built)\b|planned on|as planned|keeps the hand the same|same (way )?every time|the hand goes on/i;
  for (const game of readdirSync('content/lessons').map((name) => name.replace(/\.yaml$/, ''))) {
    test(`${game}: no coach line, reason or nudge gives the lesson's plan as its reason`, () => {
      const file = `content/lessons/${game}.yaml`;
      const script = parseLessonFile(readFileSync(file, 'utf8'), file);
      const said = [...script.beats.flatMap((beat) => [beat.say, beat.why, beat.nudge]), script.close?.say].filter(
        (line): line is string => typeof line === 'string',
      );
      expect(said.filter((line) => selfish.test(line))).toEqual([]);
    });
  }
});

describe('small faults a newcomer met on a phone (issue 42)', () => {
  test('Day: the hand is said as it stands at the deal, two dealer cards and a final one to come', () => {
    expect(lines('day', 'deal').join(' ')).not.toMatch(/those three/);
  });

  test('Dark Hearts: no capital after a semicolon, and the last two decisions say what to tap', () => {
    const all = beats('dark-hearts');
    expect(all.map((beat) => beat.say ?? '').filter((say) => /; [A-Z][a-z]/.test(say))).toEqual([]);
    for (const beat of all.filter((b) => b.you !== null).slice(-2)) expect(beat.say).toMatch(/\btap\b/i);
  });

  test('DWYN: a stolen card is laid out at once, not kept as a spare', () => {
    expect(
      beats('dwyn')
        .map((beat) => beat.say ?? '')
        .join(' '),
    ).not.toMatch(/as spares/);
  });
});
