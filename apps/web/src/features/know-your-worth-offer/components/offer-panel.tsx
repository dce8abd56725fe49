import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRateRange,
  INQUIRY_STATUS_LABELS,
  RATE_CARD_LIMITS,
  SendOfferSchema,
  type InquiryStatus,
  type OfferEstimate,
  type z,
} from '@smartmove/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable } from '../../../components/ui/data-table';
import { Form } from '../../../components/ui/form/form-layout';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useOfferEstimateQuery, useSendOfferMutation } from '../api/offer';
import '../../../styles/know-your-worth-offer.css';

const OfferFormSchema = SendOfferSchema.pick({ offer: true });
type OfferForm = z.infer<typeof OfferFormSchema>;

export interface OfferPanelProps {
  /** The know-your-worth lead's id. */
  inquiryId: string;
  /** Where the offer goes (the lead's e-mail). */
  email: string;
  /** The lead's status code as the page knows it. */
  status: string;
  /** After a sent offer: the page refreshes the lead (its status and history changed). */
  onSent?: () => void;
}

/**
 * Know your worth keeps its promise (docs/product.md#back-office): the lead's estimated range from the rate
 * card, skill by skill, and an Offer box pre-filled from it that "Send offer" e-mails to the lead.
 */
export function OfferPanel({ inquiryId, email, status, onSent }: OfferPanelProps) {
  const estimate = useOfferEstimateQuery(inquiryId);
  const [sent, setSent] = useState(false);
  const shownStatus = sent ? 'offer-sent' : status;
  const statusLabel = INQUIRY_STATUS_LABELS[shownStatus as InquiryStatus] ?? shownStatus;

  return (
    <section className="form-card offer-panel" aria-labelledby="offer-panel-title">
      <h2 id="offer-panel-title" className="form-card__title">
        Know your worth offer
      </h2>
      <p className="offer-panel__status">
        Status: <strong>{statusLabel}</strong>
      </p>
      {estimate.isPending ? (
        <LoadingState label="Estimating…" />
      ) : estimate.isError ? (
        <ErrorState message={estimate.error.message} onRetry={() => void estimate.refetch()} />
      ) : (
        <>
          <EstimateSummary estimate={estimate.data} />
          <OfferForm
            key={inquiryId}
            inquiryId={inquiryId}
            email={email}
            suggestedOffer={estimate.data.suggestedOffer}
            onSent={() => {
              setSent(true);
              onSent?.();
            }}
          />
        </>
      )}
    </section>
  );
}

function EstimateSummary({ estimate }: { estimate: OfferEstimate }) {
  return (
    <>
      <dl className="offer-panel__estimate">
        <dt>Estimated range</dt>
        <dd>{estimate.label}</dd>
      </dl>
      <DataTable
        caption="The lead's skills, years and rate range from the rate card"
        rowKey={(row) => row.skill}
        rows={estimate.perSkill}
        columns={[
          { label: 'Skill', cell: (row) => row.skill },
          {
            label: 'Years',
            className: 'data-table__number',
            headerClassName: 'data-table__number',
            cell: (row) => row.years,
          },
          {
            label: 'Rate card',
            cell: (row) =>
              row.min !== null && row.max !== null
                ? formatRateRange({ min: row.min, max: row.max })
                : 'Not on the rate card',
          },
        ]}
      />
    </>
  );
}

function OfferForm({
  inquiryId,
  email,
  suggestedOffer,
  onSent,
}: {
  inquiryId: string;
  email: string;
  suggestedOffer: string;
  onSent: () => void;
}) {
  const mutation = useSendOfferMutation();
  const form = useForm<OfferForm>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: { offer: suggestedOffer },
  });
  const { register, control, formState } = form;
  const offer = useWatch({ control, name: 'offer' });

  const onSubmit = useMutationForm({
    form,
    submit: (values) => mutation.mutateAsync({ id: inquiryId, offer: values.offer }),
    success: () => `Offer sent to ${email}`,
    onSuccess: onSent,
  });

  return (
    <Form busy={mutation.isPending} onSubmit={onSubmit}>
      <Textarea
        label="Offer"
        rows={8}
        maxLength={RATE_CARD_LIMITS.offerMaxLength}
        count={offer?.length ?? 0}
        hint={`E-mailed to ${email} with a greeting and the firm's signature.`}
        error={formState.errors.offer?.message}
        {...register('offer')}
      />
      <div className="form__actions">
        <SubmitButton submitting={mutation.isPending}>Send offer</SubmitButton>
      </div>
    </Form>
  );
}
