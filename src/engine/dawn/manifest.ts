// Dawn's manifest (core/manifest.ts): what the site, the suites and the benchmarks know of it.

import type { GameManifest } from '../core/manifest.ts';
import { DAWN_POSITION } from './position-kit.ts';
import { DAWN_CLAIMS } from './probes.ts';
import { dawnHeuristicBot } from './bot.ts';
import { dawn } from './index.ts';
import { DAWN_PLAY } from './play-manifest.ts';
import { DAWN_PRACTICE } from './practice.ts';
import { DAWN_SEARCH } from './search.ts';

export const DAWN: GameManifest = {
  game: dawn,
  play: DAWN_PLAY,
  bot: dawnHeuristicBot,
  page: '/dawn/',
  pitch: 'Shed your black cards down a falling run of ranks until your hand is all red.',
  cardsNeeded: 'One to three standard 52-card decks, more for bigger tables',
  components: { examples: true, sandbox: true, practice: true },
  // What its things load for now over the 30 KB budget (scripts/size-report.ts says why). The
  // lesson's rose at issue 42 to 37,326 bytes and the position view's to 44,292: the controls mark
  // the coach's arranging, take and pick (core/asked.ts), and the lesson says why it plays its own
  // move when another is allowed.
  weightForNow: { sandbox: 36, lesson: 37, quiz: 35, position: 44 },
  // Measured over 10,000 random games: 130 actions on average with 2 players, 473 with 4, 870 to
  // 913 with 8 to 11 (the random swap alone is ~12 actions a seat); the longest took 7,217 (8
  // players). 40,000 leaves room for a 5-hand match, so only a game that does not end reaches it.
  suite: { cap: 40_000 },
  claims: DAWN_CLAIMS,
  practice: DAWN_PRACTICE,
  search: DAWN_SEARCH,
  position: DAWN_POSITION,
  bench: { actionsPerSecond: 1_000_000 },
};
