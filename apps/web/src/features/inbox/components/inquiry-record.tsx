import {
  INQUIRY_KIND_LABELS,
  INQUIRY_KINDS,
  INQUIRY_STATUS_CODES,
  INQUIRY_STATUS_LABELS,
  type InquiryDetail,
} from '@smartmove/contract';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { WebLink } from '../../../components/ui/web-link';
import { formatDate } from '../../../lib/format';
import { inquiryApi } from '../api/inquiries';
import { codeOptions } from '../inbox-filters';
import { InboxRecord } from './inbox-record';
import { RecordFields } from './record-fields';

const STATUS_OPTIONS = codeOptions(INQUIRY_STATUS_CODES, (code) => INQUIRY_STATUS_LABELS[code]);

function submittedFields(inquiry: InquiryDetail): Array<[string, ReactNode]> {
  const received = formatDate(inquiry.createdAt, { hour: 'numeric', minute: '2-digit' });
  const common: Array<[string, ReactNode]> = [
    ['Kind', INQUIRY_KIND_LABELS[inquiry.kind]],
    ['Received', received],
    ['First name', inquiry.firstName],
    ['Last name', inquiry.lastName],
    ['Email', <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>],
  ];
  if (inquiry.kind === INQUIRY_KINDS.knowYourWorth) {
    return [
      ...common,
      ['Phone', inquiry.phone],
      ['LinkedIn', inquiry.linkedIn ? <WebLink href={inquiry.linkedIn} /> : null],
    ];
  }
  return [
    ...common,
    ...(inquiry.kind === INQUIRY_KINDS.consultation
      ? ([
          ['Phone', inquiry.phone],
          ['Position', inquiry.position],
          ['Project', inquiry.project],
        ] as Array<[string, ReactNode]>)
      : []),
    ['Partner reference', inquiry.partnerReference],
    ['Employee reference', inquiry.employeeReference],
    ['Message', <span className="record-fields__text">{inquiry.message}</span>],
  ];
}

/**
 * An inquiry: every submitted field (a know-your-worth lead's skills with their years), then its status,
 * assignee, notes and history. `top` renders above the fields (the know-your-worth offer panel).
 */
export function InquiryRecord({ id, top }: { id: string; top?: (inquiry: InquiryDetail) => ReactNode }) {
  return (
    <InboxRecord
      kind="inquiry"
      id={id}
      api={inquiryApi}
      loadingLabel="Loading the inquiry…"
      statusOptions={STATUS_OPTIONS}
      top={top}
    >
      {(inquiry) => (
        <>
          <RecordFields label="Submitted fields" fields={submittedFields(inquiry)} />
          {inquiry.kind === INQUIRY_KINDS.knowYourWorth ? (
            <section className="record__skills" aria-labelledby="inquiry-skills-title">
              <h3 id="inquiry-skills-title">Skills</h3>
              <DataTable
                caption="The lead's skills with years of experience"
                columns={[
                  { label: 'Skill', cell: (skill) => skill.skill },
                  { label: 'Category', cell: (skill) => skill.category },
                  {
                    label: 'Years',
                    className: 'data-table__number',
                    headerClassName: 'data-table__number',
                    cell: (skill) => skill.years,
                  },
                ]}
                rows={inquiry.skills}
                rowKey={(skill) => skill.skill}
              />
            </section>
          ) : null}
        </>
      )}
    </InboxRecord>
  );
}
