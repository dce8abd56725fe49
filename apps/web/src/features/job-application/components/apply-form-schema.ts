import { JobApplicationFieldsSchema, MESSAGES, RESUME_MAX_BYTES } from '@smartmove/contract';
import { z } from '@smartmove/contract';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The "Apply for job" form: the contract's application fields (the job comes from the route) and the resume. */
export const ApplyFormSchema = JobApplicationFieldsSchema.omit({ skillPosition: true }).extend({
  file: z
    .custom<File | undefined>(isFile, { error: MESSAGES.apply.resume })
    .refine((file) => !file || file.size <= RESUME_MAX_BYTES, { error: MESSAGES.apply.resumeTooBig })
    .transform((file) => file as File),
});

export type ApplyFormInput = z.input<typeof ApplyFormSchema>;
export type ApplyFormValues = z.output<typeof ApplyFormSchema>;

export const EMPTY_APPLICATION: ApplyFormInput = {
  FirstName: '',
  LastName: '',
  Email: '',
  LinkedIn: '',
  pro_visastatus: '',
  phoneNumber: '',
  file: undefined,
};
