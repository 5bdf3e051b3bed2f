// Share 2 of 2 of the random-game suite (suite/random-suite.ts): the suite's variants are split
// between two files so that Vitest runs them on both cores.
import { GAMES } from '../../src/engine/registry.ts';
import { randomSuite } from './suite/random-suite.ts';

randomSuite(GAMES, 1, 2);
