// Island entry: DWYN's sandbox (core/sandbox/Sandbox.tsx, sandboxIsland).

import { sandboxIsland } from '../core/sandbox/Sandbox.tsx';
import { DWYN_PARTS } from './parts.ts';
import { dwynPrompt } from './prompt.ts';

export default sandboxIsland(DWYN_PARTS, dwynPrompt);
