import { useEffect, useMemo, useState } from 'react';
import { representativeLoan, type SampleLoan } from '@pronto/domain';
import { country } from '../../app/config.ts';
import { firstSchedule } from '../../app/first-render.ts';
import { todayIso } from './useCalculator.ts';

/**
 * The representative example (customer-site.md §9: 200 over four months) as the loan taken out today, the
 * one the calculator shows for 200 over Four and its agreement states (docs/decisions.md). The static HTML
 * holds the build's day; hydration draws that, then today's.
 */
export function useRepresentativeLoan(): SampleLoan {
  const [day, setDay] = useState(() => firstSchedule()?.issueDate ?? todayIso());
  useEffect(() => setDay(todayIso()), []);
  return useMemo(() => representativeLoan(day, country.code), [day]);
}
