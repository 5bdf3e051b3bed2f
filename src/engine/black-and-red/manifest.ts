// Black & Red's manifest (core/manifest.ts): what the site, the suites and the benchmarks know of it.

import type { GameManifest } from '../core/manifest.ts';
import { BLACK_AND_RED_POSITION } from './position-kit.ts';
import { BLACK_AND_RED_CLAIMS } from './probes.ts';
import { blackAndRedHeuristicBot } from './bot.ts';
import { blackAndRed } from './index.ts';
import { BLACK_AND_RED_PLAY } from './play-manifest.ts';
import { BLACK_AND_RED_PRACTICE } from './practice.ts';
import { BLACK_AND_RED_SEARCH } from './search.ts';

export const BLACK_AND_RED: GameManifest = {
  game: blackAndRed,
  play: BLACK_AND_RED_PLAY,
  bot: blackAndRedHeuristicBot,
  page: '/black-and-red/',
  pitch:
    'Race your opponent to seven cards of your colour, while whoever starts each count to 31 picks the colour you both must throw away.',
  cardsNeeded: 'One standard 52-card deck',
  components: { examples: true, sandbox: true, practice: true },
  // What its things load for now over the 30 KB budget (scripts/size-report.ts says why).
  weightForNow: { sandbox: 31, lesson: 32.5, quiz: 32.5, position: 39 },
  // Over 1,000 matches to 11: 351 actions on average, the longest 912. Every hand ends (a win, an
  // empty stock or the turn cap) and most score, so 5,000 only catches a loop.
  suite: { cap: 5_000 },
  claims: BLACK_AND_RED_CLAIMS,
  practice: BLACK_AND_RED_PRACTICE,
  search: BLACK_AND_RED_SEARCH,
  position: BLACK_AND_RED_POSITION,
  bench: { actionsPerSecond: 1_000_000 },
};
