// The showdown's explanation (Showdown.tsx) is fetched the first time a hand ends on the page, in an
// example or in the sandbox: no reader needs it before then.

import type { ComponentProps } from 'preact';
import { onDemand } from '../../engine/core/on-demand.ts';
import { Later } from '../core/Later.tsx';
import type { Showdown as Explained } from './Showdown.tsx';

const showdown = onDemand(() => import('./Showdown.tsx').then((module) => module.Showdown));

export function Showdown(props: ComponentProps<typeof Explained>) {
  return (
    <Later part={showdown} what="The showdown" waiting="Working out the showdown…">
      {(Part) => <Part {...props} />}
    </Later>
  );
}
