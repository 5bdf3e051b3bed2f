// The strong bot's worker for this game's sandbox (core/search/serve.ts): started on first use.

import { DAWN_SEARCH } from '../../engine/dawn/search.ts';
import { serveSearch } from '../core/search/serve.ts';

serveSearch(DAWN_SEARCH);
