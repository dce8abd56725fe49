import { statusLabel } from '@smartmove/contract';
import { PageIntro } from '../../../components/ui/page-intro';
import { formatDate } from '../../../lib/format';
import { useTimeSheetOfWeekQuery } from '../api/get-time-sheets';
import { useWeekParam } from '../hooks/use-week-param';

/** What each state of a saved week asks of its author. */
const STATE_TEXT = {
  draft: 'A draft: continue entering your hours and submit when the week is complete.',
  rejected: 'Rejected: correct the week and submit it again.',
  submitted: 'Submitted and waiting for approval.',
  approved: 'Approved: this week is final.',
} as const;

/**
 * The page's heading, for what the chosen week is: "New time sheet" while it was never saved, otherwise
 * the week's time sheet with its status.
 */
export function TimeSheetIntro() {
  const [weekStart] = useWeekParam();
  const week = useTimeSheetOfWeekQuery(weekStart);
  const sheet = week.data;
  if (!sheet) {
    return (
      <PageIntro title={week.isPending ? 'Time sheet' : 'New time sheet'}>
        Enter your hours per project for each day of one week (0 to 24 a day). Save a draft any time and
        submit when the week is complete.
      </PageIntro>
    );
  }
  return (
    <PageIntro title={`Time sheet for the week of ${formatDate(weekStart)}`}>
      <p>
        <strong>Status: {statusLabel(sheet.status)}.</strong> {STATE_TEXT[sheet.status]}
      </p>
    </PageIntro>
  );
}
