// The strong bot's worker for this game's sandbox (core/search/serve.ts): started on first use.

import { DAY_SEARCH } from '../../engine/day/search.ts';
import { serveSearch } from '../core/search/serve.ts';

serveSearch(DAY_SEARCH);
