// Dark Hearts' manifest (core/manifest.ts): what the site, the suites and the benchmarks know of it.

import type { GameManifest } from '../core/manifest.ts';
import { DARK_HEARTS_POSITION } from './position-kit.ts';
import { DARK_HEARTS_CLAIMS } from './probes.ts';
import { darkHeartsHeuristicBot } from './bot.ts';
import { darkHearts } from './index.ts';
import { DARK_HEARTS_PLAY } from './play-manifest.ts';
import { DARK_HEARTS_PRACTICE } from './practice.ts';
import { DARK_HEARTS_SEARCH } from './search.ts';

export const DARK_HEARTS: GameManifest = {
  game: darkHearts,
  play: DARK_HEARTS_PLAY,
  bot: darkHeartsHeuristicBot,
  page: '/dark-hearts/',
  pitch:
    'Hearts with a twist: dodge the hearts and the Queen of spades when every card has two faces and the leader of each trick picks which one counts.',
  cardsNeeded:
    'The Dark Hand deck: 52 double-faced cards, each with a Light face and a Dark face (the two jokers are left out)',
  components: { examples: true, sandbox: true, practice: true },
  // What its things load for now over the 30 KB budget (scripts/size-report.ts says why). The
  // lesson's rose at issue 42 to 38,207 bytes and the position view's to 45,934: the controls mark
  // the coach's pass and Light/Dark switch (core/asked.ts, askedParts), and the lesson says why it
  // plays its own move when another is allowed.
  weightForNow: { sandbox: 37, lesson: 38, quiz: 37, position: 46 },
  // Over 2,000 games: 789 actions on average with 3 players and 951 with 4; the longest took 1,514.
  // Nearly every hand adds points and the game stops at 100 in either shade, so 10,000 only
  // catches a loop.
  suite: { cap: 10_000, gamesPerVariant: 1_000 },
  claims: DARK_HEARTS_CLAIMS,
  practice: DARK_HEARTS_PRACTICE,
  search: DARK_HEARTS_SEARCH,
  position: DARK_HEARTS_POSITION,
  bench: { actionsPerSecond: 1_000_000 },
};
