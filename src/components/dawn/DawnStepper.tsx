// Island entry: the stepper with Dawn's table. Imports no engine code beyond card helpers.

import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import type { DawnView } from '../../engine/dawn/view.ts';
import { DawnTable } from './DawnTable.tsx';

export default function DawnStepper(props: StepperProps) {
  return <Stepper<DawnView> {...props} Table={DawnTable} />;
}
