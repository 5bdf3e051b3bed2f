// The strong bot's worker for this game's sandbox (core/search/serve.ts): started on first use.

import { DARK_HEARTS_SEARCH } from '../../engine/dark-hearts/search.ts';
import { serveSearch } from '../core/search/serve.ts';

serveSearch(DARK_HEARTS_SEARCH);
