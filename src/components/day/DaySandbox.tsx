// Island entry: Day's sandbox (core/sandbox/Sandbox.tsx, sandboxIsland).

import { sandboxIsland } from '../core/sandbox/Sandbox.tsx';
import { Showdown } from './lazy-showdown.tsx';
import { DAY_PARTS } from './parts.ts';
import { dayPrompt } from './prompt.ts';

export default sandboxIsland(DAY_PARTS, dayPrompt, Showdown);
