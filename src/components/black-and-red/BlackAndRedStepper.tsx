// Island entry: the stepper with Black & Red's table.

import type { BlackAndRedView } from '../../engine/black-and-red/view.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default function BlackAndRedStepper(props: StepperProps) {
  return <Stepper<BlackAndRedView> {...props} Table={BlackAndRedTable} />;
}
