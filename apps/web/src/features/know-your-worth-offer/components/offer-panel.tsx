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
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Form } from '../../../components/ui/form/form-layout';
import { showSubmitError } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useOfferEstimateQuery, useSendOfferMutation } from '../api/offer';
import '../../../styles/know-your-worth-offer.css';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const OfferFormSchema = SendOfferSchema.pick({ offer: true });
type OfferForm = z.infer<typeof OfferFormSchema>;

export interface OfferPanelProps {
  /** The know-your-worth lead's id. */
  inquiryId: string;
  /** Where the offer goes (the lead's e-mail). */
  email: string;
  /** The lead's status code as the page knows it. */
  status: string;
  /** When the offer was last e-mailed, as the page knows it (null: never). */
  offerSentAt: string | null;
  /** After a sent offer, or one refused as already sent: the page refreshes the lead (its status, sent time
   * and history changed). */
  onSent?: () => void;
}

/**
 * Know your worth keeps its promise (docs/product.md#back-office): the lead's estimated range from the rate
 * card, skill by skill, and an Offer box pre-filled from it that "Send offer" e-mails to the lead. The offer
 * is sent once: afterwards the panel says "Offer sent on <date>" and sending again asks first ("Send again").
 */
export function OfferPanel({ inquiryId, email, status, offerSentAt, onSent }: OfferPanelProps) {
  const estimate = useOfferEstimateQuery(inquiryId);
  const [sentAt, setSentAt] = useState<string | null>(null);
  const shownSentAt = latest(sentAt, offerSentAt);
  const shownStatus = sentAt ? 'offer-sent' : status;
  const statusLabel = INQUIRY_STATUS_LABELS[shownStatus as InquiryStatus] ?? shownStatus;

  return (
    <section className="form-card offer-panel" aria-labelledby="offer-panel-title">
      <h2 id="offer-panel-title" className="form-card__title">
        Know your worth offer
      </h2>
      <p className="offer-panel__status">
        Status: <strong>{statusLabel}</strong>
      </p>
      {shownSentAt ? (
        <p className="offer-panel__sent">
          Offer sent on <time dateTime={shownSentAt}>{formatDate(shownSentAt)}</time>
        </p>
      ) : null}
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
            sentAt={shownSentAt}
            suggestedOffer={estimate.data.suggestedOffer}
            onSent={(at) => {
              setSentAt(at);
              onSent?.();
            }}
            onAlreadySent={() => onSent?.()}
          />
        </>
      )}
    </section>
  );
}

/** The later of two ISO times (either may be missing). */
function latest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
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
  sentAt,
  suggestedOffer,
  onSent,
  onAlreadySent,
}: {
  inquiryId: string;
  email: string;
  /** When the offer was last sent: sending again then asks first. */
  sentAt: string | null;
  suggestedOffer: string;
  onSent: (sentAt: string) => void;
  /** The server refused the send as already sent (another tab, another recruiter). */
  onAlreadySent: () => void;
}) {
  const mutation = useSendOfferMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<OfferForm>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: { offer: suggestedOffer },
  });
  const { control } = form;
  const registered = fieldsOf(form);
  const offer = useWatch({ control, name: 'offer' });

  const send = (resend: boolean) => async (values: OfferForm) => {
    try {
      return await mutation.mutateAsync({
        id: inquiryId,
        offer: values.offer,
        ...(resend ? { resend } : {}),
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) onAlreadySent();
      throw error;
    }
  };
  const sent = {
    success: () => `Offer sent to ${email}`,
    onSuccess: (result: { offerSentAt: string }) => {
      setConfirming(false);
      onSent(result.offerSentAt);
    },
  };
  const onSubmit = useMutationForm({
    form,
    submit: send(false),
    // An offer already sent goes again only once confirmed.
    ready: () => {
      if (!sentAt) return true;
      setConfirming(true);
      return false;
    },
    ...sent,
  });
  const onResend = useMutationForm({
    form,
    submit: send(true),
    ...sent,
    showError: (error) => {
      setConfirming(false);
      showSubmitError(error, form.setError);
    },
  });

  return (
    <>
      <Form busy={mutation.isPending} onSubmit={onSubmit}>
        <Textarea
          label="Offer"
          rows={8}
          maxLength={RATE_CARD_LIMITS.offerMaxLength}
          count={offer?.length ?? 0}
          hint={`E-mailed to ${email} with a greeting and the firm's signature.`}
          {...registered('offer')}
        />
        <div className="form__actions">
          <SubmitButton submitting={mutation.isPending}>Send offer</SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        title="Send the e-mail again?"
        action="Send again"
        busy={mutation.isPending}
        onConfirm={() => void onResend()}
        onClose={() => setConfirming(false)}
      >
        An offer was already e-mailed to {email}
        {sentAt ? ` on ${formatDate(sentAt)}` : ''}. Send this one as well?
      </ConfirmDialog>
    </>
  );
}
