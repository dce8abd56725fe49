import { CONSULTATION_PROJECTS, MESSAGES, RESUME_MAX_BYTES, SUBMITTING_LABEL } from '@smartmove/contract';
import { useState, type ReactNode } from 'react';
import { Checkbox } from '../../components/ui/form/checkbox';
import { FileInput } from '../../components/ui/form/file-input';
import { PhoneInput } from '../../components/ui/form/phone-input';
import { Select } from '../../components/ui/form/select';
import { SubmissionReceivedModal } from '../../components/ui/form/submission-received-modal';
import { SubmitButton } from '../../components/ui/form/submit-button';
import { TextInput } from '../../components/ui/form/text-input';
import { Textarea } from '../../components/ui/form/textarea';
import { Modal } from '../../components/ui/modal';
import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import { notifyError, notifySuccess } from '../../lib/toast';
import '../../styles/forms.css';
import type { Route } from './+types/test-component';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Component Library',
    'A living style guide of the SmartMove user interface components.',
    location.pathname,
  );

/** The toasts the page shows, each with its button's label. */
const TOASTS: ReadonlyArray<readonly [string, () => void]> = [
  ['Show a success toast', () => notifySuccess('Your changes have been saved')],
  ['Show an error toast', () => notifyError('The server could not be reached, please try again')],
];

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = `specimen-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="style-guide__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function FieldSpecimens() {
  const [description, setDescription] = useState('Migrate our nightly batch jobs to streaming.');
  const [phone, setPhone] = useState('');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  return (
    <div className="form__grid form__grid--two">
      <TextInput
        label="Sample name"
        lettersOnly
        hint="Letters and spaces only."
        defaultValue="Ada Lovelace"
      />
      <TextInput
        label="Sample email"
        type="email"
        defaultValue="ada@example"
        error={MESSAGES.contact.emailInvalid}
      />
      <Textarea
        label="Sample description"
        maxLength={300}
        count={description.length}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        fieldClassName="form__span-all"
      />
      <Select
        label="Sample project"
        placeholder="Select Project"
        options={CONSULTATION_PROJECTS.map((project) => ({ value: project, label: project }))}
        error={MESSAGES.consultation.project}
        defaultValue=""
      />
      <PhoneInput label="Sample phone" name="samplePhone" value={phone} onChange={setPhone} />
      <FileInput
        label="Sample resume"
        name="sampleResume"
        value={file}
        onChange={(next) => {
          setFile(next);
          setFileError(undefined);
        }}
        maxBytes={RESUME_MAX_BYTES}
        onTooLarge={() => setFileError(MESSAGES.apply.resumeTooBig)}
        accept=".pdf,.doc,.docx"
        hint="PDF, DOC or DOCX, up to 50 MB."
        error={fileError}
        fieldClassName="form__span-all"
      />
      <Checkbox label="Sample consent" hint="A checkbox with its description." />
      <Checkbox label="Sample terms" error={MESSAGES.consultation.terms} />
      <TextInput label="Sample disabled" disabled defaultValue="Not editable while submitting" />
    </div>
  );
}

export default function TestComponent() {
  const [modalOpen, setModalOpen] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  return (
    <>
      <PageIntro title="Component library">The building blocks of this site.</PageIntro>
      <div className="container style-guide">
        <Specimen title="Buttons">
          <div className="style-guide__row">
            <button type="button" className="button button--primary">
              Primary
            </button>
            <button type="button" className="button button--secondary">
              Secondary
            </button>
            <button type="button" className="button button--primary" disabled>
              Disabled
            </button>
            <SubmitButton submitting>Submit</SubmitButton>
          </div>
          <p className="form__note">While a form is submitting its button reads “{SUBMITTING_LABEL}”.</p>
        </Specimen>

        <Specimen title="Fields">
          <FieldSpecimens />
        </Specimen>

        <Specimen title="Cards">
          <div className="style-guide__cards">
            <article className="form-card">
              <h3 className="form-card__title">Data engineering</h3>
              <p className="form-card__lead">
                Pipelines, lakehouses and analytics on AWS, Azure and Databricks.
              </p>
            </article>
            <article className="form-card">
              <h3 className="form-card__title">Full stack development</h3>
              <p className="form-card__lead">Product teams shipping React front ends and Node.js services.</p>
            </article>
            <article className="form-card success-panel">
              <p className="success-panel__icon" aria-hidden="true">
                ✓
              </p>
              <p className="success-panel__text">A success panel</p>
            </article>
          </div>
        </Specimen>

        <Specimen title="Toasts">
          <div className="style-guide__row">
            {TOASTS.map(([label, show]) => (
              <button key={label} type="button" className="button button--secondary" onClick={show}>
                {label}
              </button>
            ))}
          </div>
        </Specimen>

        <Specimen title="Popups">
          <div className="style-guide__row">
            <button type="button" className="button button--secondary" onClick={() => setModalOpen(true)}>
              Open a popup
            </button>
            <button type="button" className="button button--secondary" onClick={() => setThanksOpen(true)}>
              Open the thank-you popup
            </button>
          </div>
          <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="A popup">
            <p>Focus moves into the popup, Tab stays inside, Escape or Close returns focus to the button.</p>
          </Modal>
          <SubmissionReceivedModal open={thanksOpen} onClose={() => setThanksOpen(false)} />
        </Specimen>
      </div>
    </>
  );
}
