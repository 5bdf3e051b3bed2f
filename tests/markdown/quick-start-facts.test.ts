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

  test('says who plays: 2 to 8 players (DY-5), each suit with its own Moon', () => {
    expect(text).toMatch(/Day is for 2 to 8 players/);
    expect(text).toMatch(/three suits, .{0,70} each with 1 to 12 and a Moon/);
  });

  test('Full Day at 7 is said to be our reading, and why (DY-15)', () => {
    expect(text).toMatch(/Full Day, 7: .{0,80}Its author's table gives 6; we count 7, above a Day/);
  });

  test('the suits have their symbols and a hint that tells Rising from Risen, and the cards no unexplained "suns" (issue 40)', () => {
    expect(text).toContain('Rising (↑, sunrise), Risen (☀, noon) and Setting (↓, sunset)');
    expect(text).not.toMatch(/\bsuns?\b/);
  });

  test("the Crown is wild in a player's own cards too, the dealer's for each player separately, and highest in a tie-breaker (DY-3, DY-18)", () => {
    expect(text).not.toMatch(/when the dealer lays it/);
    expect(text).toMatch(
      /The Crown, yours or the dealer's, becomes whatever card helps you most, the dealer's separately for each player/,
    );
    expect(text).toMatch(/tie-breaker: a card dealt to each, the highest winning, a Crown above all/);
  });

  test("an Eclipse counts the Moons shown at the showdown, one of them the player's own (DY-16)", () => {
    expect(text).not.toContain('on view');
    expect(text).toContain("all three Moons among the dealer's cards and the hole cards shown, one of them yours");
  });

  test('the ante and fixed limit are said in words', () => {
    expect(text).toMatch(/puts 1 in the pot each deal, the ante/);
    expect(text).toMatch(/fixed limit: each bet or raise is 1 chip/);
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

  test('the first trick takes a Dark point face only from a hand of nothing else (DH-8)', () => {
    expect(text).toMatch(/whose Dark face is a heart or the Queen of spades, unless all their cards are like that/);
  });

  test('a point face may be led before its shade is broken when nothing else can be (DH-12)', () => {
    expect(text).toMatch(
      /may not be led in a shade until one of them has fallen in a trick of that shade, unless you have no other lead/,
    );
  });

  test('Aces are high, and three players are not half-mentioned', () => {
    expect(text).toMatch(/wins the trick, Aces high/);
    expect(text).not.toMatch(/three play a little differently/);
  });

  test('shooting the moon, the winner and a tie (DH-14, DH-15)', () => {
    expect(text).toMatch(/only one player takes points in a shade[^.]*shoot the moon: 0 for them/);
    expect(text).toMatch(/each other player adds the shooter's points/);
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

  test('the players, the suits and the first discard (DW-1, DW-9)', () => {
    expect(text).toContain('DWYN is for 2 to 6 players');
    expect(text).toContain('six suits, Rugby, Castle, Miner, Leaf, Shield and Skull');
    expect(text).toMatch(/stock, whose top card is turned up to start the discard pile/);
  });

  test('played STEAL and DWYN cards go to the discard pile, and after the KROWN to the pool (DW-11, DW-13, DW-14)', () => {
    expect(text).toContain('the STEAL or DWYN you played goes to the discard pile');
    expect(text).toMatch(/what would go on the pile now goes into the pool, face down/);
  });

  test('after the KROWN, what goes into the pool is mixed in, not laid on top (DW-10, DW-11)', () => {
    expect(text).toMatch(/into the pool, face down, mixed in/);
  });

  test("a duel: playing none is conceding, the button's word, and a defender who wins keeps the card (DW-14)", () => {
    expect(text).toMatch(/higher than the last, or none, conceding the duel/);
    expect(text).toMatch(/a defender who wins keeps their card/);
  });

  test('any card may be discarded, a body card too (DW-13, the rule "discard")', () => {
    expect(text).toMatch(/discard any card, face up/);
  });

  test('after the KROWN a turn still takes any of the four actions (DW-11)', () => {
    expect(text).toMatch(/optional and comes from the pool; then you do one of the four things, as before/);
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

  test('the game is for two players (BR-1)', () => {
    expect(text).toContain('The game is for two players');
  });

  test('seven of one colour dealt scores 5 and ends the hand, for both players if both are (BR-5)', () => {
    expect(text).toMatch(/dealt seven cards of one colour[^.]*scores 5[^.]*hand is over; if both are, each scores 5/);
  });

  test('the player who made 31 leads the next run, at once (BR-7, BR-8)', () => {
    expect(text).toContain('Whoever made 31, or else discarded last, starts the next run, taking another turn at once');
  });

  test('seven of one colour after a draw, either colour, goes out at once: it is not a choice (BR-11)', () => {
    expect(text).toMatch(/When a draw gives you seven cards of one colour, either one, you go out at once/);
  });

  test('an empty stock is rebuilt from finished runs, or else the hand is a draw (BR-12)', () => {
    expect(text).toMatch(/stock runs out, shuffle the cards of finished runs into a new stock; with none[^.]*draw/);
  });
});

describe("Dawn's quick start and page", () => {
  const text = quickStart('dawn');

  test('when nobody plays: the first player who failed plays lower, or starts again (DA-8, DA-9, DA-10)', () => {
    expect(text).toMatch(/comes back to the first player who failed, that player doesn't draw/);
    expect(text).toMatch(/play their highest card below the rank needed, skipping ranks/);
    expect(text).toMatch(/With none, the pile goes to the discards and they start a new one/);
  });

  test('with a choice of cards, any may go: shedding black is advice, not a rule (DA-6)', () => {
    expect(text).toMatch(
      /must play one, red or black\. Holding several, you choose which; shedding a black one is the wise choice/,
    );
  });

  test('a spare pair is two face-down cards, not a pair of one rank (the rule deal)', () => {
    expect(text).toMatch(/two spare pairs \(two face-down cards each\) go in the middle/);
  });

  test('the swap: you may order your hand, and the puller chooses by position alone (DA-2)', () => {
    expect(text).toMatch(/Arrange your hand as you like/);
    expect(text).toMatch(/pulls two cards from it by position, unseen/);
  });

  test("an Ace's player leads the new pile at once (DA-11)", () => {
    expect(text).toMatch(/whoever laid it goes again at once, starting a new pile with any card/);
  });

  test('one hand is the game, and the leftover pairs sit out that hand (DA-4, DA-16)', () => {
    expect(text).toMatch(/two pairs left over stay out of play for the rest of the hand/);
    expect(text).not.toMatch(/until the next deal/);
    expect(text).toMatch(/One hand is the whole game/);
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
