import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYSLIP_MAX_BYTES,
  PAYSLIP_MESSAGES,
  PAYSLIP_MIME_TYPES,
  UploadPayslipFieldsSchema,
  formatPayslipMonth,
  latestPayslipMonth,
  z,
  type UploadPayslipFields,
} from '@smartmove/contract';
import { useForm } from 'react-hook-form';
import { ControlledFileInput } from '../../../components/ui/form/controlled-file-input';
import { FormCard } from '../../../components/ui/form/form-layout';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { useEmployeesQuery, useUploadPayslipMutation } from '../api/payslips';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const UploadPayslipFormSchema = UploadPayslipFieldsSchema.extend({
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
      error: PAYSLIP_MESSAGES.file,
    })
    .refine((file) => (PAYSLIP_MIME_TYPES as readonly string[]).includes(file.type), {
      error: PAYSLIP_MESSAGES.fileType,
    })
    .refine((file) => file.size <= PAYSLIP_MAX_BYTES, { error: PAYSLIP_MESSAGES.fileTooBig }),
});
type UploadPayslipFormValues = z.input<typeof UploadPayslipFormSchema>;
type UploadPayslipFormOutput = UploadPayslipFields & { file: File };

/** "Upload payslip": an active employee, a month up to this one, and the PDF. */
export function UploadPayslipForm() {
  const employees = useEmployeesQuery();
  const mutation = useUploadPayslipMutation();
  const form = useForm<UploadPayslipFormValues, unknown, UploadPayslipFormOutput>({
    resolver: zodResolver(UploadPayslipFormSchema),
    defaultValues: { employee: '', month: '' },
  });
  const { control } = form;
  const registered = fieldsOf(form);

  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (payslip) => {
      const month = formatPayslipMonth(payslip.month);
      return payslip.replaced
        ? `${payslip.employeeName}'s payslip for ${month} replaced`
        : `${payslip.employeeName}'s payslip for ${month} uploaded`;
    },
    resetTo: (_payslip, values) => ({ employee: values.employee, month: '' }),
  });

  return (
    <FormCard
      title="Upload payslip"
      titleId="upload-payslip-title"
      busy={mutation.isPending}
      onSubmit={onSubmit}
    >
      <div className="form__grid form__grid--two">
        <Select
          label="Employee"
          placeholder={employees.isPending ? 'Loading employees…' : 'Select employee'}
          options={(employees.data?.items ?? []).map((person) => ({ value: person.id, label: person.name }))}
          {...registered('employee')}
        />
        <TextInput
          label="Month"
          type="month"
          max={latestPayslipMonth()}
          placeholder="YYYY-MM"
          {...registered('month')}
        />
      </div>
      <ControlledFileInput
        control={control}
        name="file"
        tooLargeMessage={PAYSLIP_MESSAGES.fileTooBig}
        label="File"
        accept=".pdf,application/pdf"
        maxBytes={PAYSLIP_MAX_BYTES}
        hint="The payslip as a PDF, up to 10MB. A month uploaded again replaces that month's payslip."
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Upload payslip</SubmitButton>
      </div>
    </FormCard>
  );
}
