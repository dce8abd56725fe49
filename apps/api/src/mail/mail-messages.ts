import {
  formatDate,
  formatMoney,
  getLeaveType,
  INQUIRY_KIND_LABELS,
  RECORD_KINDS,
  type InquiryKind,
} from '@smartmove/contract';
import { BRAND_NAME } from '../config/brand.js';

/**
 * The e-mail the firm sends (docs/product.md#e-mail), all in one place: plain text, friendly, signed by the
 * firm. Builders return what to send; the repositories write it to the outbox in the record's transaction.
 */

/** A message before it is tied to its record (the repository adds the record's id). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
}

/** The alert to staff: to STAFF_ALERT_EMAIL, or (when unset) to every active recruiter and admin. */
export interface StaffAlertContent {
  subject: string;
  text: string;
  /** STAFF_ALERT_EMAIL; undefined: every active recruiter's and admin's e-mail. */
  to: string | undefined;
}

/** What one newly stored submission sends: a confirmation to its sender and an alert to staff. */
export interface SubmissionMail {
  causeKind: string;
  confirmation: MailContent;
  staffAlert: StaffAlertContent;
}

export const SIGNATURE = `Best regards,\nThe ${BRAND_NAME} team`;

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

export function greeting(firstName: string): string {
  const name = firstName.trim().split(/\s+/)[0];
  return name ? `Hello ${name},` : 'Hello,';
}

export function paragraphs(...parts: string[]): string {
  return `${parts.join('\n\n')}\n`;
}

/** What a staff alert calls each kind of submission. */
const ALERT_NOUNS: Record<InquiryKind | 'application', string> = {
  contact: 'contact message',
  consultation: 'consultation request',
  'know-your-worth': 'know-your-worth request',
  application: 'job application',
};

function staffAlert(
  noun: string,
  sender: { name: string; email: string },
  details: string[],
  to: string | undefined,
  recordUrl: string,
): StaffAlertContent {
  return {
    to,
    subject: `New ${noun}: ${sender.name}`,
    text: paragraphs(
      `${sender.name} <${sender.email}> sent a new ${noun} through the ${BRAND_NAME} website.`,
      details.filter(Boolean).join('\n'),
      `Open it in the back office to read it, assign it and answer:\n${recordUrl}`,
    ),
  };
}

export interface InquirySender {
  firstName: string;
  lastName: string;
  email: string;
}

const CONFIRMATIONS: Record<InquiryKind, { subject: string; body: string }> = {
  contact: {
    subject: `We received your message - ${BRAND_NAME}`,
    body: 'Thank you for writing to us. We have received your message and will get back to you soon, usually within one business day.',
  },
  consultation: {
    subject: `Your free consultation request - ${BRAND_NAME}`,
    body: 'Thank you for requesting a free consultation. One of our consultants will contact you shortly to find a time that suits you.',
  },
  'know-your-worth': {
    subject: `Your know-your-worth request - ${BRAND_NAME}`,
    body: 'Thank you for telling us about your skills and experience. Our recruiters are preparing your personalised offer and will send it to you by e-mail.',
  },
};

/**
 * A contact message, consultation request or know-your-worth lead: confirmation and staff alert, which links
 * the inquiry's back-office record (`recordUrl`, absolute).
 */
export function inquiryMail(
  kind: InquiryKind,
  sender: InquirySender,
  details: string[],
  staffAlertEmail: string | undefined,
  recordUrl: string,
): SubmissionMail {
  const name = fullName(sender.firstName, sender.lastName);
  const confirmation = CONFIRMATIONS[kind];
  return {
    causeKind: RECORD_KINDS.inquiry,
    confirmation: {
      to: sender.email,
      subject: confirmation.subject,
      text: paragraphs(greeting(sender.firstName), confirmation.body, SIGNATURE),
    },
    staffAlert: staffAlert(
      ALERT_NOUNS[kind],
      { name, email: sender.email },
      [`Kind: ${INQUIRY_KIND_LABELS[kind]}`, ...details],
      staffAlertEmail,
      recordUrl,
    ),
  };
}

export interface ApplicationSender extends InquirySender {
  jobTitle: string;
  /** The applicant's status page, where they can also withdraw and delete their data. */
  statusUrl: string;
}

/** A job application: confirmation naming the job, and the staff alert linking its back-office record. */
export function applicationMail(
  sender: ApplicationSender,
  details: string[],
  staffAlertEmail: string | undefined,
  recordUrl: string,
): SubmissionMail {
  const name = fullName(sender.firstName, sender.lastName);
  return {
    causeKind: RECORD_KINDS.application,
    confirmation: {
      to: sender.email,
      subject: `Your application for ${sender.jobTitle} - ${BRAND_NAME}`,
      text: paragraphs(
        greeting(sender.firstName),
        `Thank you for applying for ${sender.jobTitle} at ${BRAND_NAME}. We have received your application and resume.`,
        'Our recruiters review every application and will contact you if your profile matches the role.',
        `See the status of your application, or withdraw it and delete your data, at any time:\n${sender.statusUrl}`,
        SIGNATURE,
      ),
    },
    staffAlert: staffAlert(
      ALERT_NOUNS.application,
      { name, email: sender.email },
      ['Kind: Job application', `Job: ${sender.jobTitle}`, ...details],
      staffAlertEmail,
      recordUrl,
    ),
  };
}

/**
 * To the recruiter of an application its applicant withdrew on their status page (which erased it): the job,
 * never who (the person asked for their data to be deleted).
 */
export function applicationWithdrawnMail(jobTitle: string, jobApplicationsUrl: string) {
  return {
    subject: `An applicant for ${jobTitle} withdrew`,
    text: paragraphs(
      'Hello,',
      `An applicant for ${jobTitle} withdrew their application. As they asked, it has been deleted with their resume and no longer appears in the back office.`,
      `The job's other applications:\n${jobApplicationsUrl}`,
      SIGNATURE,
    ),
  };
}

/** The offer e-mail: a greeting, the offer as staff wrote it, and the firm's signature. */
export function offerMail(firstName: string, offer: string, senderName: string) {
  return {
    subject: `Your ${BRAND_NAME} rate estimate`,
    text: [
      `Dear ${firstName},`,
      `Thank you for telling us about your skills on ${BRAND_NAME}'s Know your worth page.`,
      offer,
      `Kind regards,\n${senderName}\n${BRAND_NAME}`,
    ].join('\n\n'),
  };
}

/**
 * To an employee when an admin uploads their payslip for a month (no attachment: it is read in the portal, at
 * `payslipsUrl`).
 */
export function payslipReadyMail(name: string, monthLabel: string, payslipsUrl: string) {
  return {
    subject: `Your payslip for ${monthLabel} is ready`,
    text: [
      greeting(name),
      `Your payslip for ${monthLabel} is ready. Sign in to the ${BRAND_NAME} portal and open Payslips to download it:\n${payslipsUrl}`,
      SIGNATURE,
    ].join('\n\n'),
  };
}

/** What an approval e-mail is about, in words ("your time sheet for the week of Nov 16, 2026"). */
export type DecidedItem =
  | { kind: 'time-sheet'; weekStart: string }
  | { kind: 'leave'; fromDate: string; toDate: string }
  | { kind: 'claim'; amount: number; currency: string; category: string };

function describeItem(item: DecidedItem): { noun: string; subject: string } {
  switch (item.kind) {
    case 'time-sheet':
      return {
        noun: `your time sheet for the week of ${formatDate(item.weekStart)}`,
        subject: `time sheet for the week of ${formatDate(item.weekStart)}`,
      };
    case 'leave': {
      const dates =
        item.fromDate === item.toDate
          ? formatDate(item.fromDate)
          : `${formatDate(item.fromDate)} to ${formatDate(item.toDate)}`;
      return { noun: `your leave request for ${dates}`, subject: `leave request for ${dates}` };
    }
    case 'claim': {
      const claim = `${formatMoney(item.amount, item.currency)} ${item.category.toLowerCase()} claim`;
      return { noun: `your ${claim}`, subject: claim };
    }
  }
}

/** Where the author reads each kind of decision in the portal. */
const PORTAL_SCREENS: Record<DecidedItem['kind'], string> = {
  'time-sheet': 'Time sheet',
  leave: 'Apply leave',
  claim: 'Employee claims',
};

/**
 * An approver's decision, e-mailed to its author (docs/product.md#e-mail): approved, rejected with the
 * reason, or a claim paid; it links the author's portal screen of that item (`screenUrl`, absolute).
 */
export function approvalDecisionMail(
  author: { name: string },
  item: DecidedItem,
  outcome: { decision: 'approved' } | { decision: 'rejected'; reason: string } | { decision: 'paid' },
  approverName: string,
  screenUrl: string,
): { subject: string; text: string } {
  const { noun, subject } = describeItem(item);
  const sentence =
    outcome.decision === 'paid'
      ? `${capitalise(noun)} has been paid.`
      : `${capitalise(noun)} was ${outcome.decision} by ${approverName}.`;
  const parts = [greeting(author.name), sentence];
  if (outcome.decision === 'rejected') {
    parts.push(`Reason: ${outcome.reason}`);
    if (item.kind === 'time-sheet') parts.push('You can correct the time sheet and submit it again.');
  }
  parts.push(
    `You can see it on the ${PORTAL_SCREENS[item.kind]} page of the ${BRAND_NAME} portal:\n${screenUrl}`,
    SIGNATURE,
  );
  const heading = outcome.decision === 'paid' ? 'Paid' : capitalise(outcome.decision);
  return { subject: `${heading}: your ${subject} - ${BRAND_NAME}`, text: paragraphs(...parts) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The support case an e-mail is about, and its author. */
export interface CaseMailFacts {
  authorName: string;
  reference: string;
  title: string;
  /** The author's Support page, absolute: where they read the thread and answer. */
  supportUrl: string;
}

/** What a case's author is told when staff answer their case or resolve it (the repository adds the address). */
export type CaseMails = {
  reply(facts: CaseMailFacts, reply: string, staffName: string): { subject: string; text: string };
  resolved(facts: CaseMailFacts, staffName: string): { subject: string; text: string };
};

export const CASE_MAILS: CaseMails = {
  reply: (facts, reply, staffName) => ({
    subject: `New reply on your case ${facts.reference}: ${facts.title}`,
    text: paragraphs(
      greeting(facts.authorName),
      `${staffName} replied to your support case ${facts.reference} "${facts.title}":`,
      reply,
      `You can read the whole conversation and answer on the Support page of your portal:\n${facts.supportUrl}`,
      SIGNATURE,
    ),
  }),
  resolved: (facts, staffName) => ({
    subject: `Your case ${facts.reference} is resolved: ${facts.title}`,
    text: paragraphs(
      greeting(facts.authorName),
      `${staffName} marked your support case ${facts.reference} "${facts.title}" as resolved.`,
      `If something is still not right, reply to it on the Support page of your portal and it opens again:\n${facts.supportUrl}`,
      SIGNATURE,
    ),
  }),
};

/**
 * To the partner who put a candidate on the bench, when a recruiter publishes it on the hot list or sends it
 * back with a reason; it links the partner's bench list (`benchUrl`, absolute), where they see its state and
 * correct it.
 */
export function benchReviewMail(
  partnerName: string,
  candidate: { name: string; title: string },
  outcome: { decision: 'published' } | { decision: 'sent-back'; reason: string },
  recruiterName: string,
  benchUrl: string,
): { subject: string; text: string } {
  const who = `${candidate.name} (${candidate.title})`;
  if (outcome.decision === 'published') {
    return {
      subject: `Published: your bench candidate ${who} - ${BRAND_NAME}`,
      text: paragraphs(
        greeting(partnerName),
        `${recruiterName} reviewed your bench candidate ${who} and published it on the ${BRAND_NAME} hot list.`,
        `You can see it on your bench list:\n${benchUrl}`,
        SIGNATURE,
      ),
    };
  }
  return {
    subject: `Sent back: your bench candidate ${who} - ${BRAND_NAME}`,
    text: paragraphs(
      greeting(partnerName),
      `${recruiterName} reviewed your bench candidate ${who} and sent it back to you.`,
      `Reason: ${outcome.reason}`,
      `Correct it on your bench list and save it: it then waits for review again.\n${benchUrl}`,
      SIGNATURE,
    ),
  };
}

/**
 * To the approver of a case's author (without one, to each admin) when the case is raised; it links the case
 * in the back office (`caseUrl`, absolute).
 */
export function newCaseAlertMail(
  staffName: string,
  supportCase: { reference: string; title: string; category: string; priority: string; description: string },
  authorName: string,
  caseUrl: string,
): { subject: string; text: string } {
  return {
    subject: `New support case ${supportCase.reference} from ${authorName}: ${supportCase.title}`,
    text: paragraphs(
      greeting(staffName),
      `${authorName} raised a support case on the ${BRAND_NAME} portal.`,
      [
        `Case: ${supportCase.reference}`,
        `Title: ${supportCase.title}`,
        `Category: ${supportCase.category}`,
        `Priority: ${supportCase.priority}`,
      ].join('\n'),
      supportCase.description,
      `Open it in the back office to answer it:\n${caseUrl}`,
    ),
  };
}

/** A new sign-up, as the admins are told of it: who signed up, and the People list opened on them. */
export interface SignUpFacts {
  name: string;
  phone: string;
  email: string;
  /** "Employee" or "Partner". */
  roleLabel: string;
  companyName: string | null;
  /** The People page, absolute, searched for the new account. */
  peopleUrl: string;
}

/**
 * To each admin when someone signs up: the account waits for their approval (docs/product.md#back-office).
 */
export function signUpAlertMail(facts: SignUpFacts): { subject: string; text: string } {
  return {
    subject: `New sign-up waiting for approval: ${facts.name}`,
    text: paragraphs(
      `${facts.name} signed up on the ${BRAND_NAME} portal as ${facts.roleLabel === 'Employee' ? 'an' : 'a'} ${facts.roleLabel.toLowerCase()}. The account waits for an admin's approval.`,
      [
        `Phone: ${facts.phone}`,
        facts.email ? `Email: ${facts.email}` : '',
        `Role: ${facts.roleLabel}`,
        facts.companyName ? `Company: ${facts.companyName}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      `Approve or decline it on the People page of the back office:\n${facts.peopleUrl}`,
    ),
  };
}

/**
 * To the person when an admin approves or declines their sign-up: an approval links where they sign in, a
 * decline the contact page.
 */
export function signUpDecisionMail(
  name: string,
  decision: 'approved' | 'declined',
  links: { signIn: string; contact: string },
): { subject: string; text: string } {
  if (decision === 'approved') {
    return {
      subject: `Your ${BRAND_NAME} account is approved`,
      text: paragraphs(
        greeting(name),
        `Your ${BRAND_NAME} account has been approved. You can now sign in to the portal with your phone number:\n${links.signIn}`,
        SIGNATURE,
      ),
    };
  }
  return {
    subject: `Your ${BRAND_NAME} sign-up was declined`,
    text: paragraphs(
      greeting(name),
      `We are sorry: your sign-up to the ${BRAND_NAME} portal was declined, so the account cannot be used. If you think this is a mistake, please contact us:\n${links.contact}`,
      SIGNATURE,
    ),
  };
}

/** Friday's reminder to an employee whose time sheet for the week is not sent (docs/product.md#reminders). */
export function timeSheetReminderMail(name: string, weekStart: string, timeSheetUrl: string) {
  const week = `the week of ${formatDate(weekStart)}`;
  return {
    subject: `Reminder: your time sheet for ${week}`,
    text: [
      greeting(name),
      `Your time sheet for ${week} has not been submitted yet. Please fill it in and submit it:\n${timeSheetUrl}`,
      `You can turn these reminders off under Reminders on My profile.`,
      SIGNATURE,
    ].join('\n\n'),
  };
}

/** How many waiting items the Monday digest names; the rest it counts ("and 3 more"). */
export const DIGEST_ITEM_LIMIT = 20;

/** What the Monday digest names of each waiting item: who sent it and what it is. */
export interface DigestItems {
  timeSheets: ReadonlyArray<{ authorName: string; weekStart: string; totalHours: number }>;
  leave: ReadonlyArray<{
    authorName: string;
    fromDate: string;
    toDate: string;
    days: number;
    leaveType: string;
  }>;
  claims: ReadonlyArray<{
    authorName: string;
    amount: number;
    currency: string;
    category: string;
    expenseDate: string;
  }>;
}

/**
 * Monday's digest of what waits for an approver (docs/product.md#reminders); only sent when something waits.
 * The counts, then who and what waits, oldest first: the first DIGEST_ITEM_LIMIT items by name, each section
 * saying how many more it holds, and each section's link to its list on the approvals page (`approvalsUrl`,
 * absolute).
 */
export function approvalDigestMail(
  name: string,
  waiting: { timeSheets: number; leave: number; claims: number },
  items: DigestItems,
  approvalsUrl: string,
) {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const total = waiting.timeSheets + waiting.leave + waiting.claims;
  const hours = (value: number) => `${Number(value.toFixed(2))} h`;
  const sections = [
    {
      title: 'Time sheets',
      anchor: 'time-sheets',
      total: waiting.timeSheets,
      lines: items.timeSheets.map(
        (sheet) =>
          `${sheet.authorName} — time sheet, week of ${formatDate(sheet.weekStart)}, ${hours(sheet.totalHours)}`,
      ),
    },
    {
      title: 'Leave',
      anchor: 'leave',
      total: waiting.leave,
      lines: items.leave.map((leave) => {
        const dates =
          leave.fromDate === leave.toDate
            ? formatDate(leave.fromDate)
            : `${formatDate(leave.fromDate)} to ${formatDate(leave.toDate)}`;
        const type = getLeaveType(leave.leaveType)?.label ?? leave.leaveType;
        return `${leave.authorName} — ${type.toLowerCase()}, ${dates} (${count(leave.days, 'day', 'days')})`;
      }),
    },
    {
      title: 'Claims',
      anchor: 'claims',
      total: waiting.claims,
      lines: items.claims.map(
        (claim) =>
          `${claim.authorName} — ${formatMoney(claim.amount, claim.currency)} ${claim.category.toLowerCase()} claim, ${formatDate(claim.expenseDate)}`,
      ),
    },
  ];
  let room = DIGEST_ITEM_LIMIT;
  const listed = sections
    .filter((section) => section.total > 0)
    .map((section) => {
      const shown = section.lines.slice(0, Math.max(0, Math.min(room, section.total)));
      room -= shown.length;
      const more = section.total - shown.length;
      return [
        `${section.title} (${section.total}):`,
        ...shown.map((line) => `- ${line}`),
        ...(more > 0 ? [`- and ${more} more`] : []),
        `${approvalsUrl}#${section.anchor}`,
      ].join('\n');
    });
  return {
    subject: `${count(total, 'item waits', 'items wait')} for your approval`,
    text: [
      greeting(name),
      [
        'Waiting for your approval:',
        `- Time sheets: ${waiting.timeSheets}`,
        `- Leave: ${waiting.leave}`,
        `- Claims: ${waiting.claims}`,
      ].join('\n'),
      ...listed,
      `Review them in the back office:\n${approvalsUrl}`,
      `You can turn these reminders off under Reminders on My profile.`,
      SIGNATURE,
    ].join('\n\n'),
  };
}

/**
 * An approval alert (docs/product.md#approve-from-the-e-mail): the item that starts waiting, named with its
 * author, and the link that approves or rejects it without signing in (once, for 7 days, while the item stays
 * as it is).
 */
export function approvalAlertMail(
  approverName: string,
  authorName: string,
  item: DecidedItem,
  decideUrl: string,
  approvalsUrl: string,
): { subject: string; text: string } {
  const { subject } = describeItem(item);
  return {
    subject: `For your approval: ${authorName}'s ${subject} - ${BRAND_NAME}`,
    text: paragraphs(
      greeting(approverName),
      `${authorName} sent their ${subject}. It waits for your approval.`,
      `Approve or reject it here, without signing in:\n${decideUrl}`,
      'The link works once, for 7 days, and stops working when the request changes or is decided in the back office.',
      `Everything waiting for you is in the back office:\n${approvalsUrl}`,
      SIGNATURE,
    ),
  };
}
