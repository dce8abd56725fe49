import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApplyLeaveSchema,
  LEAVE_TYPES,
  countWorkingDays,
  getLeaveType,
  isIsoDate,
  type ApplyLeave,
  type LeaveBalance,
} from '@smartmove/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from '@smartmove/contract';
import { Form } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { showSubmitError } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { formatDateRange, plural } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useApplyLeaveMutation } from '../api/apply-leave';

type LeaveFormValues = z.input<typeof ApplyLeaveSchema>;

const LEAVE_TYPE_OPTIONS = LEAVE_TYPES.map((type) => ({ value: type.code, label: type.label }));
const REASON_MAX = 1000;

/** The leave request form: type, date range, reason; the working days and remaining balance shown live. */
export function LeaveForm({ balance }: { balance: LeaveBalance | undefined }) {
  const mutation = useApplyLeaveMutation();
  const { register, handleSubmit, formState, control, reset, setError } = useForm<
    LeaveFormValues,
    unknown,
    ApplyLeave
  >({
    resolver: zodResolver(ApplyLeaveSchema),
    defaultValues: { fromDate: '', toDate: '', reason: '' },
  });
  const [leaveType, fromDate, toDate, reason] = useWatch({
    control,
    name: ['leaveType', 'fromDate', 'toDate', 'reason'],
  });
  const type = leaveType ? getLeaveType(leaveType) : undefined;
  const workingDays =
    isIsoDate(fromDate) && isIsoDate(toDate) && toDate >= fromDate
      ? countWorkingDays(fromDate, toDate)
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const leave = await mutation.mutateAsync(values);
      notifySuccess(`Leave requested for ${formatDateRange(leave.fromDate, leave.toDate)}`);
      reset();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <Form
      busy={mutation.isPending}
      onSubmit={onSubmit}
      aria-labelledby="leave-form-title"
      className="form-card"
    >
      <h2 id="leave-form-title" className="form-card__title">
        Request leave
      </h2>
      <Select
        label="Leave type"
        placeholder="Select leave type"
        options={LEAVE_TYPE_OPTIONS}
        error={formState.errors.leaveType?.message}
        hint={type?.hint}
        {...register('leaveType')}
      />
      <div className="form__grid form__grid--two">
        <TextInput
          label="From"
          type="date"
          error={formState.errors.fromDate?.message}
          {...register('fromDate')}
        />
        <TextInput label="To" type="date" error={formState.errors.toDate?.message} {...register('toDate')} />
      </div>
      <div role="status" className="leave-form__days">
        {workingDays !== undefined ? (
          <p>
            This request covers <strong>{plural(workingDays, 'working day')}</strong>
            {type?.usesBalance && balance
              ? `; ${Math.round((balance.availableDays - workingDays) * 100) / 100} days of paid time off would be left.`
              : '.'}
          </p>
        ) : null}
      </div>
      <Textarea
        label="Reason"
        rows={4}
        maxLength={REASON_MAX}
        count={reason?.length ?? 0}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Apply for leave</SubmitButton>
      </div>
    </Form>
  );
}
