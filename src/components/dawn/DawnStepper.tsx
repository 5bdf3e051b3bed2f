// Island entry: Dawn's worked-example stepper (core/Stepper.tsx, stepperIsland): its table, no engine.

import type { DawnView } from '../../engine/dawn/ui.ts';
import { stepperIsland } from '../core/Stepper.tsx';
import { DawnTable } from './DawnTable.tsx';

export default stepperIsland<DawnView>(DawnTable);
