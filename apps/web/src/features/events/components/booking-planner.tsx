import { HONEYPOT_FIELD, SUCCESS_MESSAGES } from '@smartmove/contract';
import { useState, useSyncExternalStore } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form-layout';
import { HoneypotField } from '../../../components/ui/form/honeypot-field';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { Textarea } from '../../../components/ui/form/textarea';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import {
  BOOKING_DETAILS_MAX,
  BOOKING_GUESTS_MAX,
  localIsoDate,
  toContactMessage,
  type BookingRequest,
} from '../booking-request';
import { EVENT_PACKAGES } from '../event-packages';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { NameEmailFields } from '../../../components/ui/form/person-fields';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const validation = lazyResolver(() =>
  import('../booking-validation').then((module) => module.createBookingRequestResolver()),
);

const EMPTY_REQUEST: BookingRequest = {
  pro_firstname: '',
  pro_lastname: '',
  pro_email: '',
  packageId: '',
  eventDate: '',
  guests: '',
  venue: '',
  details: '',
};

const PACKAGE_OPTIONS = EVENT_PACKAGES.map((eventPackage) => ({
  value: eventPackage.id,
  label: `${eventPackage.name} (${eventPackage.priceLabel})`,
}));

/** Server field errors name the contact message's fields; the booking details all travel in pro_message. */
const SERVER_FIELD_TO_FORM_FIELD: Partial<Record<string, FieldPath<BookingRequest>>> = {
  pro_firstname: 'pro_firstname',
  pro_lastname: 'pro_lastname',
  pro_email: 'pro_email',
  pro_message: 'details',
};

// The date picker's lower bound is the visitor's today, known only in the browser (not at prerender).
const subscribeToNothing = () => () => {};

/** The three packages and the booking request form; choosing a package fills in the form's Package field. */
export function BookingPlanner() {
  const form = useForm<BookingRequest>({ resolver: validation.resolver, defaultValues: EMPTY_REQUEST });
  const {
    setValue,
    setFocus,
    control,
    formState: { isSubmitting, isSubmitted, isValidating },
  } = form;
  const registered = fieldsOf(form);
  const earliestDate = useSyncExternalStore(subscribeToNothing, localIsoDate, () => undefined);
  const [sentTo, setSentTo] = useState<string>();
  const [honeypot, setHoneypot] = useState('');
  const selectedPackage = useWatch({ control, name: 'packageId' });
  const details = useWatch({ control, name: 'details' });

  const choosePackage = (id: string) => {
    setValue('packageId', id, { shouldValidate: isSubmitted, shouldDirty: true });
    setFocus('pro_firstname');
  };

  const onSubmit = useMutationForm({
    form,
    submit: async (request) => {
      setSentTo(undefined);
      // The call and its response schema load with the first submission, not with the page.
      const { sendBookingRequest } = await import('../api/send-booking-request');
      return sendBookingRequest({
        ...toContactMessage(request),
        ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
      });
    },
    success: () => SUCCESS_MESSAGES.submission,
    resetTo: () => EMPTY_REQUEST,
    onSuccess: (_sent, request) => setSentTo(request.pro_email),
    fieldMap: SERVER_FIELD_TO_FORM_FIELD,
  });

  return (
    <>
      <section className="events-section" aria-labelledby="packages-title">
        <div className="container">
          <p className="events-eyebrow">Step 1</p>
          <h2 id="packages-title" className="events-heading">
            Pick your package
          </h2>
          <ul className="package-options">
            {EVENT_PACKAGES.map((eventPackage) => {
              const selected = selectedPackage === eventPackage.id;
              return (
                <li
                  key={eventPackage.id}
                  className={selected ? 'package-option package-option--selected' : 'package-option'}
                >
                  <img
                    src={eventPackage.image.src}
                    width={eventPackage.image.width}
                    height={eventPackage.image.height}
                    alt=""
                  />
                  <div className="package-option__body">
                    <h3>{eventPackage.name}</h3>
                    <p className="pricing-card__price">
                      <data value={eventPackage.priceInRupees}>{eventPackage.priceLabel}</data>
                      <span className="pricing-card__unit"> per event</span>
                    </p>
                    <p>{eventPackage.summary}</p>
                    <ul className="pricing-card__includes">
                      {eventPackage.includes.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                    <button
                      type="button"
                      className={selected ? 'events-button' : 'events-button events-button--ghost'}
                      aria-pressed={selected}
                      onClick={() => choosePackage(eventPackage.id)}
                    >
                      {selected ? <span aria-hidden="true">✓&nbsp;</span> : null}
                      Choose {eventPackage.name}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="events-section events-section--tint" aria-labelledby="booking-form-title">
        <div className="container booking">
          <div className="booking__intro">
            <p className="events-eyebrow">Step 2</p>
            <h2 id="booking-form-title" className="events-heading">
              Send a booking request
            </h2>
            <p>
              Tell us about your day. An event planner will call or e-mail you within one business day to
              confirm availability and the final quote. Nothing is charged until you accept it.
            </p>
            {sentTo ? (
              <p className="booking__sent">
                {SUCCESS_MESSAGES.submission} We will reply to {sentTo} within one business day.
              </p>
            ) : null}
          </div>
          <Form
            {...validation.formProps({ isSubmitting, isValidating })}
            className="booking-form"
            onSubmit={onSubmit}
            aria-labelledby="booking-form-title"
          >
            <div className="form__grid form__grid--two">
              <NameEmailFields
                firstName={registered('pro_firstname')}
                lastName={registered('pro_lastname')}
                email={registered('pro_email')}
              />
              <Select
                label="Package"
                placeholder="Choose a package"
                options={PACKAGE_OPTIONS}
                {...registered('packageId')}
              />
              <TextInput label="Event Date" type="date" min={earliestDate} {...registered('eventDate')} />
              <TextInput
                label="Number of Guests"
                type="number"
                inputMode="numeric"
                min={1}
                max={BOOKING_GUESTS_MAX}
                step={1}
                {...registered('guests')}
              />
              <TextInput
                label="City or Venue (optional)"
                autoComplete="address-level2"
                fieldClassName="form__span-all"
                {...registered('venue')}
              />
              <Textarea
                label="Tell us about your event (optional)"
                hint="Theme, functions, timings, anything we should know."
                maxLength={BOOKING_DETAILS_MAX}
                count={details.length}
                fieldClassName="form__span-all"
                {...registered('details')}
              />
            </div>
            <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
            <PrivacyNote purpose="inquiry" />
            <div className="form__actions">
              <SubmitButton submitting={isSubmitting}>Send Booking Request</SubmitButton>
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
