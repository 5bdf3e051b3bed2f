// The coach's words now, for a game's controls that cover the coach on a phone: DWYN's card menu
// opens as a sheet over the bottom of the window, over the coach's box, so it repeats the words at
// its top (issue 42). The lesson provides them; the sandbox, with no coach, leaves them null.

import { createContext } from 'preact';

export const CoachLine = createContext<string | null>(null);
