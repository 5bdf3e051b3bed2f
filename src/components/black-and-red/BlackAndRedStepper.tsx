// Island entry: Black & Red's worked-example stepper (core/Stepper.tsx, stepperIsland): its table, no engine.

import type { BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { stepperIsland } from '../core/Stepper.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default stepperIsland<BlackAndRedView>(BlackAndRedTable);
