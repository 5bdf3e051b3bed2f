// Island entry: Dark Hearts' sandbox (core/sandbox/Sandbox.tsx, sandboxIsland).

import { sandboxIsland } from '../core/sandbox/Sandbox.tsx';
import { DARK_HEARTS_PARTS } from './parts.ts';
import { darkHeartsPrompt } from './prompt.ts';

export default sandboxIsland(DARK_HEARTS_PARTS, darkHeartsPrompt);
