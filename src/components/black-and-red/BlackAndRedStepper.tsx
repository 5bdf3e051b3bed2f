// Island entry: the stepper with Black & Red's table. The frames come from the build, so it ships the
// table and no engine.

import type { BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default function BlackAndRedStepper(props: StepperProps) {
  return <Stepper<BlackAndRedView> {...props} Table={BlackAndRedTable} />;
}
