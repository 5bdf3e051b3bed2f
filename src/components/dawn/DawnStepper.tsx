// Island entry: the stepper with Dawn's table. The frames come from the build, so it ships the
// table and no engine.

import type { DawnView } from '../../engine/dawn/ui.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { DawnTable } from './DawnTable.tsx';

export default function DawnStepper(props: StepperProps) {
  return <Stepper<DawnView> {...props} Table={DawnTable} />;
}
