// Words the Day table, controls and prompt share.

import type { DayView } from '../../engine/day/ui.ts';

export const chips = (n: number): string => (n === 1 ? '1 chip' : `${n} chips`);

export const PHASE_NAMES: Readonly<Record<DayView['phase'], string>> = {
  substitute: 'Substitution',
  bet1: 'First betting round',
  bet2: 'Final betting round',
  handOver: 'Hand over',
  over: 'Session over',
};

export const LIMIT_NAMES: Readonly<Record<DayView['options']['limit'], string>> = {
  fixed: 'Fixed limit',
  pot: 'Pot limit',
  'no-limit': 'No limit',
};
