import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRateRange,
  formatYearsBand,
  UpdateRateCardSchema,
  type RateCard,
  type UpdateRateCard,
} from '@smartmove/contract';
import type { InputHTMLAttributes, Ref } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DataTable } from '../../../components/ui/data-table';
import { FieldError, useFieldA11y } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form-layout';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { formatDate } from '../../../lib/format';
import { useRateCardQuery, useUpdateRateCardMutation } from '../api/rate-card';
import '../../../styles/know-your-worth-offer.css';

/** The rate card page: loads the card, then its form. */
export function RateCardEditor() {
  const card = useRateCardQuery();
  if (card.isPending) return <LoadingState label="Loading the rate card…" />;
  if (card.isError) return <ErrorState message={card.error.message} onRetry={() => void card.refetch()} />;
  return <RateCardForm card={card.data} />;
}

/** Skills the card has bands for (the others cannot be edited here: there is nothing to edit). */
function toFormValues(card: RateCard): UpdateRateCard {
  return { skills: card.skills.filter((entry) => entry.bands.length > 0) } as UpdateRateCard;
}

/**
 * Every skill's bands of years with their lowest and highest hourly rate, edited in place and saved
 * together with "Save rate card". The server checks the same rules and names the field it refuses.
 */
function RateCardForm({ card }: { card: RateCard }) {
  const mutation = useUpdateRateCardMutation();
  const form = useForm<UpdateRateCard>({
    resolver: zodResolver(UpdateRateCardSchema),
    defaultValues: toFormValues(card),
  });
  const { register, control, formState } = form;
  const skills = toFormValues(card).skills;

  const onSubmit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: () => 'Rate card saved',
    resetTo: toFormValues,
  });

  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit} aria-labelledby="rate-card-title">
      <div className="form-card rate-card-intro">
        <h2 id="rate-card-title" className="form-card__title">
          Hourly rates by skill and years
        </h2>
        <p className="form-card__lead">
          Whole US dollars per hour. A lead&apos;s estimate is the range of their best-paid skill at their
          years.
          {card.updatedBy && card.updatedAt
            ? ` Last changed by ${card.updatedBy} on ${formatDate(card.updatedAt)}.`
            : null}
        </p>
      </div>
      <div className="rate-card">
        {skills.map((entry, skillIndex) => (
          <SkillBands
            key={entry.skill}
            skill={entry.skill}
            skillIndex={skillIndex}
            bands={entry.bands}
            control={control}
            register={register}
            errors={formState.errors}
          />
        ))}
      </div>
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Save rate card</SubmitButton>
      </div>
    </Form>
  );
}

type Band = UpdateRateCard['skills'][number]['bands'][number];

function SkillBands({
  skill,
  skillIndex,
  bands,
  control,
  register,
  errors,
}: {
  skill: string;
  skillIndex: number;
  bands: readonly Band[];
  control: Control<UpdateRateCard>;
  register: UseFormRegister<UpdateRateCard>;
  errors: FieldErrors<UpdateRateCard>;
}) {
  const headingId = `rate-card-skill-${skillIndex}`;
  const bandErrors = errors.skills?.[skillIndex]?.bands;
  const rows = bands.map((band, bandIndex) => ({ band, bandIndex }));
  return (
    <section className="form-card rate-card__skill" aria-labelledby={headingId}>
      <h3 id={headingId} className="rate-card__skill-name">
        {skill}
      </h3>
      <DataTable
        caption={`${skill}: hourly rate by years of experience`}
        rowKey={(row) => row.bandIndex}
        rows={rows}
        columns={[
          { label: 'Years', cell: (row) => formatYearsBand(row.band) },
          {
            label: 'Lowest $/hr',
            cell: (row) => (
              <RateInput
                label={`${skill}, ${formatYearsBand(row.band)}, lowest rate`}
                error={
                  bandErrors?.[row.bandIndex]?.rateMin?.message ??
                  bandErrors?.[row.bandIndex]?.minYears?.message ??
                  bandErrors?.[row.bandIndex]?.maxYears?.message
                }
                {...register(`skills.${skillIndex}.bands.${row.bandIndex}.rateMin`, { valueAsNumber: true })}
              />
            ),
          },
          {
            label: 'Highest $/hr',
            cell: (row) => (
              <RateInput
                label={`${skill}, ${formatYearsBand(row.band)}, highest rate`}
                error={bandErrors?.[row.bandIndex]?.rateMax?.message}
                {...register(`skills.${skillIndex}.bands.${row.bandIndex}.rateMax`, { valueAsNumber: true })}
              />
            ),
          },
          {
            label: 'Range',
            cell: (row) => (
              <RangePreview control={control} skillIndex={skillIndex} bandIndex={row.bandIndex} />
            ),
          },
        ]}
      />
    </section>
  );
}

/** The band's range as leads' estimates show it, following the inputs. */
function RangePreview({
  control,
  skillIndex,
  bandIndex,
}: {
  control: Control<UpdateRateCard>;
  skillIndex: number;
  bandIndex: number;
}) {
  const band = useWatch({ control, name: `skills.${skillIndex}.bands.${bandIndex}` });
  const valid =
    Number.isInteger(band?.rateMin) && Number.isInteger(band?.rateMax) && band.rateMin <= band.rateMax;
  return <>{valid ? formatRateRange({ min: band.rateMin, max: band.rateMax }) : '—'}</>;
}

/** A whole-dollar input in a table cell: its label is read by screen readers, the column header shows. */
function RateInput({
  label,
  error,
  ...inputProps
}: { label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const { controlId, errorId, controlProps } = useFieldA11y({ error });
  return (
    <div className="rate-card__input">
      <label htmlFor={controlId} className="visually-hidden">
        {label}
      </label>
      <span aria-hidden="true">$</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="field__control rate-card__control"
        {...inputProps}
        {...controlProps}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
