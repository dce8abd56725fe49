import { PAGE_SIZE_MAX, parseVisaStatus, type MyBenchCandidate } from '@smartmove/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyBenchListQuery } from '../api/get-bench-lists';

/** A consultant of the partner's bench as the fields of a job submission (spec names). */
export interface ConsultantFields {
  FirstName: string;
  LastName: string;
  Email?: string;
  phoneNumber?: string;
  pro_visastatus?: string;
}

/** "Priya Raman" → Priya and Raman; the contact details and visa code when the bench has them. */
export function consultantFields(candidate: MyBenchCandidate): ConsultantFields {
  const [first = '', ...rest] = candidate.name.trim().split(/\s+/);
  const code = parseVisaStatus(candidate.visaStatus);
  return {
    FirstName: first,
    LastName: rest.join(' '),
    ...(candidate.email ? { Email: candidate.email } : {}),
    ...(candidate.phone ? { phoneNumber: candidate.phone } : {}),
    ...(code !== undefined ? { pro_visastatus: String(code) } : {}),
  };
}

/**
 * "Submit Candidate" for a partner: choose the consultant from their own bench (its newest 100), which
 * fills the submission's fields; the consultant's title, experience and skills show under the choice.
 */
export function BenchConsultantPicker({ onPick }: { onPick: (fields: ConsultantFields) => void }) {
  const id = useId();
  const query = useMyBenchListQuery('', 1, PAGE_SIZE_MAX);
  const [pickedId, setPickedId] = useState('');
  const consultants = query.data?.items ?? [];
  const picked = consultants.find((candidate) => candidate.id === pickedId);

  if (query.isError) {
    return (
      <p className="form-card__lead">
        Your bench could not be loaded: type the consultant&apos;s details below.
      </p>
    );
  }
  if (query.isSuccess && consultants.length === 0) {
    return (
      <p className="form-card__lead">
        Your bench is empty: <Link to={paths.uploadBenchSalesData()}>upload your bench</Link> to pick
        consultants here, or type the consultant&apos;s details below.
      </p>
    );
  }
  return (
    <div className="field bench-picker">
      <label className="field__label" htmlFor={id}>
        Consultant from your bench
      </label>
      <select
        id={id}
        className="field__control field__control--select"
        value={pickedId}
        disabled={!query.isSuccess}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setPickedId(event.target.value);
          const candidate = consultants.find((item) => item.id === event.target.value);
          if (candidate) onPick(consultantFields(candidate));
        }}
      >
        <option value="">{query.isSuccess ? 'Choose a consultant' : 'Loading your bench…'}</option>
        {consultants.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name} · {candidate.title} · {candidate.visaStatus}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {picked
          ? `${picked.title}, ${picked.exp}, ${picked.location}. Skills: ${picked.skills.join(', ')}.`
          : 'Picking a consultant fills the fields below; add their LinkedIn profile and resume.'}
      </p>
    </div>
  );
}
