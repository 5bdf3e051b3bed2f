// Island entry: the stepper with Day's table. The frames come from the build, so it ships the table
// and no engine.

import type { DayView } from '../../engine/day/ui.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { DayTable } from './DayTable.tsx';

export default function DayStepper(props: StepperProps) {
  return <Stepper<DayView> {...props} Table={DayTable} />;
}
