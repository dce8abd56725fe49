import { isIsoDate, mondayOf, todayIsoDate } from '@smartmove/contract';
import { useLiveSearchParams } from '../../../hooks/use-live-search-params';

/** The week chosen in the URL (?week=), snapped to its Monday; this week by default. */
export function useWeekParam(): [string, (week: string) => void] {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  const requested = searchParams.get('week');
  const weekStart = requested && isIsoDate(requested) ? mondayOf(requested) : mondayOf(todayIsoDate());
  const setWeek = (week: string) =>
    updateSearchParams(
      (params) => {
        params.set('week', mondayOf(week));
        return params;
      },
      { replace: true },
    );
  return [weekStart, setWeek];
}
