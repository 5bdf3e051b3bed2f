// Day's manifest (core/manifest.ts): what the site, the suites and the benchmarks know of it.
// Not yet in the registry: the page and its components come first.

import type { GameManifest } from '../core/manifest.ts';
import { day } from './index.ts';
import { DAY_PLAY } from './play-manifest.ts';

export const DAY: GameManifest = {
  game: day,
  play: DAY_PLAY,
  page: '/day/',
  pitch:
    'Two cards of your own and three shared: swap one if you dare, then bet on making a Day before the final card falls.',
  cardsNeeded: 'The 40-card Day deck (three suits of twelve suns and a Moon, and the Crown)',
  components: { examples: false, sandbox: false },
  // CAP_MEASURED
  suite: { cap: 20_000 },
  bench: { actionsPerSecond: 100_000 },
};
