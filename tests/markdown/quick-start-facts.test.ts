// What each quick start must say (issue 40): facts a newcomer needs for a first hand that earlier
// quick starts got wrong or left out, held as plain phrases so a rewrite cannot quietly lose them.
// The rulings named are /work/shared/RULINGS.md's; the quick starts state their defaults. Also the
// credits and asides of a page that once overstated the source.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const page = (game: string): string => readFileSync(`content/docs/${game}.mdx`, 'utf8');

/**
 * The quick start (content/docs/<game>/_quick-start.mdx, which the page shows under "Quick start")
 * as a reader reads it: its imports and comments dropped, links reduced to their words, emphasis dropped, one line.
 */
function quickStart(game: string): string {
  return readFileSync(`content/docs/${game}/_quick-start.mdx`, 'utf8')
    .replace(/^(import |\/\/).*$/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]/g, '')
    .replace(/\s+/g, ' ');
}

describe("Day's quick start", () => {
  const text = quickStart('day');

  test('compares level hands inside their condition before any tie-breaker (DY-10, DY-11, DY-16, DY-17)', () => {
    expect(text).not.toMatch(/equal points go (straight )?to (a|the) tie-breaker/i);
    expect(text).toMatch(/same condition|one condition/);
    expect(text).toMatch(/X of a kind by count, then value/);
    expect(text).toMatch(/Highest Card by top card/);
    expect(text).toMatch(/Eclipse by Moons held/);
    expect(text.indexOf('compared first')).toBeGreaterThan(0);
    expect(text.indexOf('still level goes to the tie-breaker')).toBeGreaterThan(text.indexOf('compared first'));
  });

  test("a Day needs at least one of the dealer's first two cards in the other suit (DY-14)", () => {
    expect(text).toContain("at least one of the dealer's first two in the other suit");
  });

  test('three raises at most a round (DY-8), and a substituted hand never below 1 (DY-7)', () => {
    expect(text).toMatch(/three raises at most/);
    expect(text).toMatch(/never below 1/);
  });

  test('Full Day at 7 is said to be our reading (DY-15)', () => {
    expect(text).toMatch(/Full Day, 7: .{0,80}7 is our reading/);
  });
});

describe("Dark Hearts' quick start", () => {
  const text = quickStart('dark-hearts');

  test('the first trick is Dark and takes no card with a Dark point face (DH-7, DH-8)', () => {
    expect(text).toMatch(/first trick, which is always Dark/);
    expect(text).toContain('whose Dark face is a heart or the Queen of spades');
  });

  test('the leader picks the shade from the second trick on', () => {
    expect(text).toContain('From the second trick on, the leader picks the shade');
    expect(text).not.toMatch(/^- The leader picks the shade/m);
  });

  test('shooting the moon, the winner and a tie (DH-14, DH-15)', () => {
    expect(text).toMatch(/only one player takes points in a shade[^.]*shoot the moon: 0 for them/);
    expect(text).toMatch(/reaches 100[^.]*single lowest score[^.]*Light or Dark, wins/);
    expect(text).toMatch(/tied players share the win/);
  });

  test('does not state our reading of the printed card as fact (RULINGS 2.1)', () => {
    expect(text).not.toMatch(/at one end|at the other/);
    expect(text).toContain('You see both faces of your own cards; the others see neither until a card is played');
  });
});

describe("DWYN's quick start", () => {
  const text = quickStart('dwyn');

  test('a duel: the defender answers first, answers are optional and higher, no answer loses (DW-14)', () => {
    expect(text).toContain('The defender answers first');
    expect(text).toMatch(/higher than the last, or none/);
    expect(text).toContain('if the defender plays none, you win');
    expect(text).toMatch(/duel's number cards then go to the discard pile/);
  });

  test('won cards go face up in front of the winner, never into the hand (DW-15)', () => {
    expect(text).toContain('A card you take goes face up in front of you, never into your hand');
  });

  test('the dealer plays second (DW-5), and drawing the KROWN is the whole turn (DW-10)', () => {
    expect(text).toContain('so the dealer plays second');
    expect(text).toMatch(/whoever draws it puts it in front of them, and that is their whole turn/);
  });

  test('the rules do not call a pass the only turn without an action', () => {
    expect(page('dwyn')).not.toMatch(/The only turn with no action at all is a pass/);
    expect(page('dwyn')).not.toMatch(/ It is the only turn in DWYN without an action/);
  });
});

describe("Black & Red's quick start", () => {
  const text = quickStart('black-and-red');

  test('seven of one colour dealt scores 5 and ends the hand (BR-5)', () => {
    expect(text).toMatch(/dealt seven cards of one colour[^.]*scores 5[^.]*hand is over/);
  });

  test('the player who made 31 leads the next run (BR-7)', () => {
    expect(text).toContain('Whoever made 31, or else discarded last, starts the next run');
  });

  test('an empty stock is rebuilt from finished runs, or else the hand is a draw (BR-12)', () => {
    expect(text).toMatch(/stock runs out, shuffle the cards of finished runs into a new stock; with none[^.]*draw/);
  });
});

describe("Dawn's quick start and page", () => {
  const text = quickStart('dawn');

  test('when nobody plays: the first player who failed plays lower, or starts again (DA-8, DA-9, DA-10)', () => {
    expect(text).toMatch(/comes back to the first player who failed, that player doesn't draw/);
    expect(text).toMatch(/play their highest card below it, skipping ranks/);
    expect(text).toMatch(/With none, the pile goes to the discards and they start a new one/);
  });

  test('cleared piles go to the discards, and the stock is rebuilt from them (DA-12)', () => {
    expect(text).toMatch(/clears the pile onto the discards/);
    expect(text).toMatch(/When the stock runs out, the discards and the pile, all but its top card, are shuffled/);
  });

  test('the credit says contributed, not invented', () => {
    const credits = page('dawn').slice(page('dawn').indexOf('## Credits'));
    expect(credits).not.toMatch(/invent(ed|or) by/i);
    expect(credits).toMatch(/Nick Reid contributed/);
    expect(page('dawn')).not.toMatch(/Dawn (is|was) [^.]*\bby Nick Reid/);
  });

  test("the five players of the draw-around are our illustration, not the source's", () => {
    expect(page('dawn')).not.toMatch(/original rules illustrate this with five players/i);
    expect(page('dawn')).toMatch(/without saying how many; we illustrate it with five/);
  });
});
