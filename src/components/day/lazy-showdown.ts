// The showdown's explanation (Showdown.tsx) is fetched the first time a hand ends on the page, in an
// example or in the sandbox: no reader needs it before then.

import { lazyPart } from '../core/lazy.tsx';

export const Showdown = lazyPart(
  () => import('./Showdown.tsx').then((module) => module.Showdown),
  'Working out the showdown…',
);
