// Island entry: DWYN's worked-example stepper (core/Stepper.tsx, stepperIsland): its table, no engine.

import type { DwynView } from '../../engine/dwyn/ui.ts';
import { stepperIsland } from '../core/Stepper.tsx';
import { DwynTable } from './DwynTable.tsx';

export default stepperIsland<DwynView>(DwynTable);
