// Island entry: Dark Hearts' worked-example stepper (core/Stepper.tsx, stepperIsland): its table, no engine.

import type { DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { stepperIsland } from '../core/Stepper.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default stepperIsland<DarkHeartsView>(DarkHeartsTable);
