import { isIsoDate, mondayOf, todayIsoDate } from '@smartmove/contract';
import { useSearchParams } from 'react-router';

/** The week chosen in the URL (?week=), snapped to its Monday; this week by default. */
export function useWeekParam(): [string, (week: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('week');
  const weekStart = requested && isIsoDate(requested) ? mondayOf(requested) : mondayOf(todayIsoDate());
  const setWeek = (week: string) =>
    setSearchParams(
      (params) => {
        params.set('week', mondayOf(week));
        return params;
      },
      { replace: true },
    );
  return [weekStart, setWeek];
}
