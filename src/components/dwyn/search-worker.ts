// The strong bot's worker for this game's sandbox (core/search/serve.ts): started on first use.

import { DWYN_SEARCH } from '../../engine/dwyn/search.ts';
import { serveSearch } from '../core/search/serve.ts';

serveSearch(DWYN_SEARCH);
