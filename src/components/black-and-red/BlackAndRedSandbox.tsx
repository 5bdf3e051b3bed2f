// Island entry: Black & Red's sandbox (core/sandbox/Sandbox.tsx, sandboxIsland).

import { sandboxIsland } from '../core/sandbox/Sandbox.tsx';
import { BLACK_AND_RED_PARTS } from './parts.ts';
import { blackAndRedPrompt } from './prompt.ts';

export default sandboxIsland(BLACK_AND_RED_PARTS, blackAndRedPrompt);
