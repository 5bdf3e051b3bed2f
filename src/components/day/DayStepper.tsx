// Island entry: Day's worked-example stepper (core/Stepper.tsx, stepperIsland): its table, no engine.

import type { DayView } from '../../engine/day/ui.ts';
import { stepperIsland } from '../core/Stepper.tsx';
import { DayTable } from './DayTable.tsx';

export default stepperIsland<DayView>(DayTable);
