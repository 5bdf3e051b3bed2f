// Island entry: the stepper with DWYN's table. The frames come from the build, so it ships the table
// and no engine.

import type { DwynView } from '../../engine/dwyn/ui.ts';
import { Stepper, type StepperProps } from '../core/Stepper.tsx';
import { DwynTable } from './DwynTable.tsx';

export default function DwynStepper(props: StepperProps) {
  return <Stepper<DwynView> {...props} Table={DwynTable} />;
}
