// The engine contract's checks outside the random-game suite (suite/contract.ts), for every game.
import { GAMES } from '../../src/engine/registry.ts';
import { contractSuite } from './suite/contract.ts';

for (const manifest of GAMES) contractSuite(manifest);
