// Fixed-limit betting (DY-8): every bet and raise is one unit, at most this many raises a round. A
// module of its own, with nothing else, so that a page's prompt can name the cap (ui.ts) without
// bringing the options' definitions into the table's script (0.9 KB gzipped on every Day example).

export const FIXED_BET_UNIT = 1;
export const FIXED_MAX_RAISES = 3;
