// Island entry: the stepper with Dark Hearts' table. Ships card faces, not the engine.

import type { DarkHeartsView } from '../../engine/dark-hearts/view.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { DarkHeartsTable } from './DarkHeartsTable.tsx';

export default function DarkHeartsStepper(props: StepperProps) {
  return <Stepper<DarkHeartsView> {...props} Table={DarkHeartsTable} />;
}
