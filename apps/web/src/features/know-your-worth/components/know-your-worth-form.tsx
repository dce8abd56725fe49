import {
  knowYourWorthOfferPromise,
  MESSAGES,
  SKILL_CATALOGUE,
  type KnowYourWorthContact,
} from '@smartmove/contract';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form-layout';
import { HoneypotField } from '../../../components/ui/form/honeypot-field';
import { lazyResolver } from '../../../components/ui/form/lazy-resolver';
import { PhoneField } from '../../../components/ui/form/phone-input';
import { SubmissionReceivedModal } from '../../../components/ui/form/submission-received-modal';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { SkillAccordion, skillCheckboxId, yearsInputId } from './skill-accordion';
import {
  hasExperience,
  isSelectionComplete,
  skillSelectionReducer,
  skillState,
  tickedSkills,
  toCandidateSkills,
} from './skill-selection';
import { PrivacyNote } from '../../../components/ui/form/privacy-note';
import { LinkedInField, NameEmailFields } from '../../../components/ui/form/person-fields';
import { fieldsOf } from '../../../components/ui/form/registered-field';

const validation = lazyResolver(() =>
  import('../know-your-worth-validation').then((module) => module.knowYourWorthContactResolver),
);

const EMPTY: KnowYourWorthContact = { firstName: '', lastName: '', emailId: '', linkedIn: '', phoneNo: '' };
/** The details' fields in the order the form shows them. */
const CONTACT_FIELD_ORDER = ['firstName', 'lastName', 'emailId', 'linkedIn', 'phoneNo'] as const;
const SKILLS_ERROR_ID = 'skills-error';

/**
 * Know your worth: the skill accordion with years of experience, then the contact part; sent as
 * POST /CRM/AddCandidateLead. Errors show after a submit attempt only; on success everything resets.
 */
export function KnowYourWorthForm() {
  const [selection, dispatch] = useReducer(skillSelectionReducer, {});
  const [attempted, setAttempted] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  // The address the offer will go to, kept for the thank-you popup after the form resets.
  const [sentTo, setSentTo] = useState('');
  const submitRef = useRef<HTMLButtonElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const form = useForm<KnowYourWorthContact>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
    // The skills above the details fail too: this form picks the first message itself (pendingFocus).
    shouldFocusError: false,
  });
  const {
    control,
    setFocus,
    formState: { isSubmitting, isValidating },
  } = form;
  const registered = fieldsOf(form);

  // Where focus goes after a failed submit: the form's fieldset is disabled while a submit runs, so focus
  // moves once it is enabled again.
  const pendingFocus = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (isSubmitting || !pendingFocus.current) return;
    const focus = pendingFocus.current;
    pendingFocus.current = undefined;
    focus();
  }, [isSubmitting]);

  const noSkill = attempted && tickedSkills(selection).length === 0;

  const focusFirstSkillProblem = () => {
    const missing = tickedSkills(selection).find((ref) => !hasExperience(skillState(selection, ref).years));
    if (missing) {
      document.getElementById(yearsInputId(missing))?.focus();
      return;
    }
    // Nothing ticked: the first skill box, which carries the "Select atleast one skill" message.
    const [first] = SKILL_CATALOGUE;
    document.getElementById(skillCheckboxId({ category: first.category, skill: first.skills[0] }))?.focus();
  };
  /** The first message of the page, in reading order: the skills come before the details. */
  const focusFirstProblem = (skillsReady: boolean, failed: FieldErrors<KnowYourWorthContact>) => {
    if (!skillsReady) {
      pendingFocus.current = focusFirstSkillProblem;
      return;
    }
    const field = CONTACT_FIELD_ORDER.find((name) => failed[name]);
    if (field) pendingFocus.current = () => setFocus(field);
  };

  const skillsReady = isSelectionComplete(selection);
  const submit = useMutationForm({
    form,
    ready: () => {
      if (!skillsReady) focusFirstProblem(false, {});
      return skillsReady;
    },
    submit: async (contact) => {
      // The call and its response schema load with the first submission, not with the page.
      const { addCandidateLead } = await import('../api/add-candidate-lead');
      return addCandidateLead({
        pro_firstname: contact.firstName,
        pro_lastname: contact.lastName,
        pro_PhoneNo: contact.phoneNo,
        pro_email: contact.emailId,
        pro_url1: contact.linkedIn,
        candidateSkills: toCandidateSkills(selection),
        ...(honeypot ? { website: honeypot } : {}),
      });
    },
    resetTo: () => EMPTY,
    onSuccess: (_lead, contact) => {
      setSentTo(contact.emailId);
      dispatch({ type: 'reset' });
      setAttempted(false);
      setThanksOpen(true);
    },
    fieldMap: {
      pro_firstname: 'firstName',
      pro_lastname: 'lastName',
      pro_PhoneNo: 'phoneNo',
      pro_email: 'emailId',
      pro_url1: 'linkedIn',
    },
    onInvalid: (failed) => focusFirstProblem(skillsReady, failed),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    dispatch({ type: 'validate' });
    void submit(event);
  };
  const closeThanks = useCallback(() => setThanksOpen(false), []);

  return (
    <>
      <Form
        {...validation.formProps({ isSubmitting, isValidating })}
        onSubmit={onSubmit}
        aria-labelledby="kyw-form-title"
      >
        <section className="form-card" aria-labelledby="kyw-skills-title">
          <h2 id="kyw-skills-title" className="form-card__title">
            Your skills
          </h2>
          <p className="form-card__lead">
            Tick each skill you have and enter your years of experience with it.
          </p>
          <SkillAccordion
            selection={selection}
            dispatch={dispatch}
            error={noSkill ? MESSAGES.knowYourWorth.noSkill : undefined}
            errorId={SKILLS_ERROR_ID}
          />
        </section>
        <section className="form-card" aria-labelledby="kyw-form-title">
          <h2 id="kyw-form-title" className="form-card__title">
            Your details
          </h2>
          <p className="form-card__lead">We send your personalised offer to this address.</p>
          <div className="form__grid form__grid--two">
            <NameEmailFields
              firstName={registered('firstName')}
              lastName={registered('lastName')}
              email={registered('emailId')}
            />
            <LinkedInField {...registered('linkedIn')} />
            <PhoneField control={control} name="phoneNo" label="Phone" />
          </div>
          <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
          <PrivacyNote purpose="inquiry" />
          <div className="form__actions">
            <SubmitButton ref={submitRef} submitting={isSubmitting}>
              Submit
            </SubmitButton>
          </div>
        </section>
      </Form>
      <SubmissionReceivedModal open={thanksOpen} onClose={closeThanks} returnFocusTo={submitRef}>
        {knowYourWorthOfferPromise(sentTo)}
      </SubmissionReceivedModal>
    </>
  );
}
