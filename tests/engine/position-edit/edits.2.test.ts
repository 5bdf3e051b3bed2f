// Share 2 of 2 of the position property (property.ts): the games are split between two files so
// that Vitest runs them on both cores. RANDOM_SUITE=deep (npm run test:deep) tries many more starts.
import { editsSuite } from './property.ts';

editsSuite(1, 2);
