import { DEFAULT_RETENTION_DAYS, PRIVACY_NOTICE_VERSION } from '@smartmove/contract';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';

/** One section of a legal page: a heading and its paragraphs or list items. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  /** The version shown, and kept with each submission (PRIVACY_NOTICE_VERSION). */
  version: string;
  sections: readonly LegalSection[];
  /** The other legal page, linked at the end. */
  related: { label: string; href: string };
}

const RETENTION_MONTHS = Math.round(DEFAULT_RETENTION_DAYS / 30.4);

/** /privacy: what the site collects, why, for how long, and how to have it erased. */
export const PRIVACY_NOTICE: LegalDocument = {
  title: 'Privacy notice',
  lead: `${SITE.name} keeps only what you send us, uses it only to answer you, and deletes it when that purpose is served. This notice explains what we collect, why, for how long, and how to have it deleted.`,
  version: PRIVACY_NOTICE_VERSION,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${SITE.name} is a technology consulting and staffing company with offices in ${SITE.offices.join(' and ')}. We decide how the personal data described here is used. Write to ${SITE.contact.email} with any question about it.`,
      ],
    },
    {
      heading: 'What we collect, and why',
      items: [
        'Contact and consultation forms: your name, e-mail address, phone number, position, project and message, to answer your request.',
        'Know your worth: your name, e-mail address, phone number, LinkedIn profile and skills, to prepare and e-mail you a rate estimate.',
        'Job applications: your name, e-mail address, phone number, LinkedIn profile, visa status and resume, to consider you for the role you chose and similar roles.',
        'Employee and partner accounts: your name, phone number and e-mail address, to sign you in and run the portal; time sheets, leave, claims and cases you enter, to pay and support you.',
        'Security: the IP address of each request, kept briefly in counters that stop abuse of the forms and the sign-in.',
      ],
      paragraphs: [
        'We never sell personal data and never use it for advertising. The site sets no tracking cookies; signing in keeps one cookie that holds your session.',
      ],
    },
    {
      heading: 'Your consent',
      paragraphs: [
        'Each form says what it keeps and links to this notice. When you send it, we record when you did and which version of this notice the form showed. You can withdraw your consent at any time; we then delete what you sent.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Inquiries and job applications, with their resumes, are deleted automatically ${RETENTION_MONTHS} months after they reach us, or sooner when you ask. Account data is kept while the account is open.`,
      ],
    },
    {
      heading: 'Deleting your data',
      items: [
        'Applicants: the confirmation e-mail of your application has a link to its status page, where "Withdraw and delete my data" deletes the application, the resume and any e-mail about it not yet sent, at once.',
        `Anyone else: write to ${SITE.contact.email} from the address you used. Our staff erase the record, its notes and its files; only an anonymous line saying that a record was erased stays in our audit log.`,
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only our own recruiters, approvers and administrators, each for their part of the work. With your agreement, a recruiter may share your profile with a client for a specific role.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Wherever you live, including in India (Digital Personal Data Protection Act, 2023) and the United States, you may ask what we hold about you, have it corrected or deleted, and withdraw your consent. We answer within 30 days.',
      ],
    },
  ],
  related: { label: 'Terms & Conditions', href: paths.terms() },
};

/** /terms: the terms of the site and of the free consultation. */
export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  lead: `These terms apply to the ${SITE.name} website, its forms and its free consultation.`,
  version: PRIVACY_NOTICE_VERSION,
  sections: [
    {
      heading: 'Using this site',
      paragraphs: [
        'You may read and share the pages of this site. Please send only true information about yourself through its forms, and nothing that belongs to someone else without their permission.',
      ],
    },
    {
      heading: 'The free consultation',
      items: [
        'A free consultation is a first conversation of up to one hour about your data, applications or Microsoft Dynamics needs. It carries no charge and no obligation.',
        'By asking for one, you agree that a consultant contacts you by e-mail or phone about your request.',
        'Advice given in a consultation is general; any engagement is agreed separately and in writing.',
      ],
    },
    {
      heading: 'Jobs and rate estimates',
      paragraphs: [
        'Job postings and know-your-worth estimates are offered in good faith and may change. An estimate is not an offer of employment.',
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'What we keep, why and for how long is explained in our privacy notice. You can withdraw your consent and have your data deleted at any time.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SITE.contact.email}.`],
    },
  ],
  related: { label: 'Privacy notice', href: paths.privacy() },
};
