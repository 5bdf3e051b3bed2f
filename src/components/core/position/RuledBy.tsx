// The options that decide the ruling at this table (PositionKit.ruledBy: Day's betting limit), said
// with the ruling: issue 43's trial settled a raise with the limit only under the editor's folded
// options. It comes once the view is drawn (after-ready.tsx), with the editor's options.
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { ruledBySaid } from './options-edit.ts';

interface Props {
  readonly pg: PositionGame;
  readonly options: Readonly<Record<string, unknown>>;
}

export function RuledBy({ pg, options }: Props) {
  const said = ruledBySaid(pg, options);
  return said.length === 0 ? null : <p class="wh-pos-ruled-by">{said.join(' ')}</p>;
}
