// Island entry: the stepper with Dark Hearts's table. The frames come from the build, so it ships the
// table and no engine.

import type { DarkHeartsView } from '../../engine/dark-hearts/ui.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default function DarkHeartsStepper(props: StepperProps) {
  return <Stepper<DarkHeartsView> {...props} Table={DarkHeartsTable} />;
}
