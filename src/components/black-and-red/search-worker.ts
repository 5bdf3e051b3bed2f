// The strong bot's worker for this game's sandbox (core/search/serve.ts): started on first use.

import { BLACK_AND_RED_SEARCH } from '../../engine/black-and-red/search.ts';
import { serveSearch } from '../core/search/serve.ts';

serveSearch(BLACK_AND_RED_SEARCH);
