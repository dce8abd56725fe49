import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyLeaveSchemaWith,
  type ApplyLeaveSchema,
  LEAVE_CERTIFICATE_MAX_BYTES,
  LEAVE_CERTIFICATE_MIME_TYPES,
  LEAVE_REQUEST_MAX_DAYS,
  LEAVE_TYPES,
  PORTAL_MESSAGES,
  countLeaveDays,
  daysBetween,
  getLeaveType,
  isEnteredDateInRange,
  isIsoDate,
  isPastLeaveStart,
  needsSickCertificate,
  officeLabel,
  type ApplyLeave,
  type HolidayDate,
  type LeaveBalance,
} from '@smartmove/contract';
import { useForm, useWatch, type DefaultValues, type Resolver } from 'react-hook-form';
import type { z } from '@smartmove/contract';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { ControlledFileInput } from '../../../components/ui/form/controlled-file-input';
import { DateInput } from '../../../components/ui/form/date-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, plural } from '../../../lib/format';
import { useApplyLeaveMutation } from '../api/apply-leave';
import { fieldsOf } from '../../../components/ui/form/registered-field';

type LeaveFormValues = z.input<typeof ApplyLeaveSchema> & { certificate?: File | undefined };
type LeaveFormOutput = ApplyLeave & { certificate?: File | undefined };

const messages = PORTAL_MESSAGES.leave;
const LEAVE_TYPE_OPTIONS = LEAVE_TYPES.map((type) => ({ value: type.code, label: type.label }));
const REASON_MAX = 1000;
const DEFAULT_VALUES: DefaultValues<LeaveFormValues> = {
  fromDate: '',
  toDate: '',
  reason: '',
  confirmPastDates: false,
};

/** "Christmas Day (Dec 25, 2026)". */
function describeHolidays(holidays: HolidayDate[]): string {
  return holidays.map((holiday) => `${holiday.name} (${formatDate(holiday.date)})`).join(', ');
}

/**
 * The leave request form: type, date range, reason. The days it counts (weekdays less the office's
 * holidays, named), and the paid time off left, show as the dates change; dates in the past ask for a
 * confirmation and sick leave of more than three days for a medical certificate (handbook).
 */
export function LeaveForm({
  balance,
  office,
  holidays,
}: {
  balance: LeaveBalance | undefined;
  office: string | undefined;
  holidays: HolidayDate[];
}) {
  const mutation = useApplyLeaveMutation();
  const form = useForm<LeaveFormValues, unknown, LeaveFormOutput>({
    // The certificate is checked below: the contract's schema covers what the JSON request carries.
    resolver: zodResolver(applyLeaveSchemaWith(holidays)) as unknown as Resolver<
      LeaveFormValues,
      unknown,
      LeaveFormOutput
    >,
    defaultValues: DEFAULT_VALUES,
  });
  const { formState, control, setError, getValues } = form;
  const registered = fieldsOf(form);
  const [leaveType, fromDate, toDate, reason] = useWatch({
    control,
    name: ['leaveType', 'fromDate', 'toDate', 'reason'],
  });
  const type = leaveType ? getLeaveType(leaveType) : undefined;
  // Counted only for dates a request may have: a range of centuries would hold the page for seconds.
  const count =
    isIsoDate(fromDate) &&
    isIsoDate(toDate) &&
    isEnteredDateInRange(fromDate) &&
    isEnteredDateInRange(toDate) &&
    toDate >= fromDate &&
    daysBetween(fromDate, toDate) <= LEAVE_REQUEST_MAX_DAYS
      ? countLeaveDays(fromDate, toDate, holidays)
      : undefined;
  const isPast = isIsoDate(fromDate) && isPastLeaveStart(fromDate);
  const needsCertificate = count !== undefined && needsSickCertificate(leaveType ?? '', count.days);

  const onSubmit = useMutationForm({
    form,
    ready: () => {
      const certificate = getValues('certificate');
      if (needsCertificate && !certificate) {
        setError('certificate', { type: 'required', message: messages.certificate }, { shouldFocus: true });
        return false;
      }
      if (certificate && !(LEAVE_CERTIFICATE_MIME_TYPES as readonly string[]).includes(certificate.type)) {
        setError('certificate', { type: 'type', message: messages.certificateType }, { shouldFocus: true });
        return false;
      }
      return true;
    },
    submit: (values) =>
      mutation.mutateAsync({
        ...values,
        certificate: needsCertificate ? getValues('certificate') : undefined,
      }),
    success: (leave) => `Leave requested for ${formatDateRange(leave.fromDate, leave.toDate)}`,
    resetTo: () => DEFAULT_VALUES,
  });

  return (
    <FormCard title="Request leave" titleId="leave-form-title" busy={mutation.isPending} onSubmit={onSubmit}>
      <Select
        label="Leave type"
        placeholder="Select leave type"
        options={LEAVE_TYPE_OPTIONS}
        hint={type?.hint}
        {...registered('leaveType')}
      />
      <div className="form__grid form__grid--two">
        <DateInput label="From" {...registered('fromDate')} />
        <DateInput label="To" {...registered('toDate')} />
      </div>
      {isPast || formState.errors.confirmPastDates ? (
        <Checkbox
          label="These dates are in the past: I confirm this request"
          hint="Leave is normally requested ahead; confirm that you mean these dates."
          {...registered('confirmPastDates')}
        />
      ) : null}
      <div role="status" className="leave-form__days">
        {count !== undefined ? (
          <p>
            This request covers <strong>{plural(count.days, 'working day')}</strong>
            {type?.usesBalance && balance
              ? `; ${Math.round((balance.availableDays - count.days) * 100) / 100} days of paid time off would be left.`
              : '.'}
            {count.skipped.length > 0 ? (
              <>
                {' '}
                Not counted, {office ? `${officeLabel(office)} office` : 'office'}{' '}
                {count.skipped.length === 1 ? 'holiday' : 'holidays'}: {describeHolidays(count.skipped)}.
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {needsCertificate || formState.errors.certificate ? (
        <ControlledFileInput
          control={control}
          name="certificate"
          tooLargeMessage={messages.certificateTooBig}
          label="Medical certificate"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          maxBytes={LEAVE_CERTIFICATE_MAX_BYTES}
          hint={
            <>
              Sick leave of more than three working days needs a certificate (
              <Link to={`${paths.hrHandbook()}#sick-leave`}>handbook: sick leave</Link>): a PDF, JPEG or PNG,
              up to 10MB.
            </>
          }
        />
      ) : null}
      <Textarea
        label="Reason"
        rows={4}
        maxLength={REASON_MAX}
        count={reason?.length ?? 0}
        {...registered('reason')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Apply for leave</SubmitButton>
      </div>
    </FormCard>
  );
}
