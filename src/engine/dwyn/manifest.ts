// DWYN's manifest (core/manifest.ts): what the site, the suites and the benchmarks know of it.

import type { GameManifest, Invariant } from '../core/manifest.ts';
import { DWYN_POSITION } from './position-kit.ts';
import { dwynHeuristicBot } from './bot.ts';
import { isBody, KROWN } from './deck.ts';
import { dwyn } from './index.ts';
import { DWYN_PLAY } from './play-manifest.ts';
import { DWYN_CLAIMS } from './probes.ts';
import type { DwynState } from './state.ts';
import { DWYN_PRACTICE } from './practice.ts';
import { DWYN_SEARCH } from './search.ts';

/** Rules body-cards, krown-draw, pool: what may lie where, beyond the card count the suite checks. */
const PLACES: Invariant = {
  name: 'cards lie where they may',
  broken(raw) {
    const state = raw as DwynState;
    for (const [seat, tableau] of state.tableaux.entries()) {
      for (const card of tableau) if (card !== KROWN && !isBody(card)) return `${card} lies in front of seat ${seat}.`;
    }
    for (const hand of state.hands) if (hand.includes(KROWN)) return 'The KROWN is in a hand.';
    const drawn = state.stock.length === 0;
    if (!drawn && state.stock[state.stock.length - 1] !== KROWN) return 'The KROWN is not at the bottom of the stock.';
    if (drawn && state.discards.length > 0) return 'A face-up discard pile exists after the KROWN.';
    if (!drawn && state.pool.length > 0) return 'A pool exists before the KROWN.';
    if ((state.duel !== null) !== (state.stage === 'suit' || state.stage === 'duel'))
      return 'A duel and the stage disagree.';
    return null;
  },
};

export const DWYN: GameManifest = {
  game: dwyn,
  play: DWYN_PLAY,
  bot: dwynHeuristicBot,
  page: '/dwyn/',
  pitch:
    'Build a body of HEAD, TORSO and FEET in front of you, then grab the KROWN and empty your hand, while rivals steal your parts and duel you for them with number cards.',
  cardsNeeded: 'The 58-card DWYN deck (the site draws its own)',
  components: { examples: true, sandbox: true, practice: true },
  // What its things load for now over the 30 KB budget (scripts/size-report.ts says why). The
  // sandbox's rose at issue 42 to 38,916 bytes: each face names its suit in words (its data-suit),
  // so does a protected trio's lock, and the card's menu draws the lesson's refusal over the dock it
  // covers on a phone. Its lesson, which jumps to a written position, fell from 45.5 to 38.9 KB once
  // that position's table came with the lesson's script rather than from the game's tools.
  weightForNow: { sandbox: 39, lesson: 39.5, quiz: 37, position: 48.5 },
  // A bound, not a guess: a turn is at most 9 actions (a draw, a DWYN, the suit, five number cards
  // and a concession), a game at most 44 turns before the KROWN and 200 after it (the default
  // cap), and the suite plays matches of up to 5 games: 5 x 244 x 9 = 10,980. Random games
  // average 124 to 223 actions a game; the longest of 10,000 was about 520.
  suite: { cap: 12_000, invariants: [PLACES] },
  claims: DWYN_CLAIMS,
  practice: DWYN_PRACTICE,
  search: DWYN_SEARCH,
  position: DWYN_POSITION,
  bench: { actionsPerSecond: 1_000_000 },
};
