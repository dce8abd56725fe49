import type { Migration } from 'kysely';
import { initial } from './0001-initial.js';
import { leads } from './0002-leads.js';
import { auth } from './0003-auth.js';
import { portal } from './0004-portal.js';
import { fingerprintLog } from './0005-fingerprint-log.js';
import { appendOnlyFormWrites } from './0006-append-only-form-writes.js';
import { fingerprintsInRecords } from './0007-fingerprints-in-records.js';
import { submissionFingerprints } from './0008-submission-fingerprints.js';
import { healthChecks } from './0011-health-checks.js';
import { appSecrets } from './0012-app-secrets.js';
import { backOffice } from './0013-back-office.js';
import { applicationStatuses } from './0015-application-statuses.js';
import { rateCard } from './0016-rate-card.js';
import { staffIndex } from './0017-staff-index.js';
import { approvals } from './0018-approvals.js';
import { caseThreads } from './0019-case-threads.js';
import { jobAdmin } from './0020-job-admin.js';
import { benchPublishing } from './0021-bench-publishing.js';
import { payslips } from './0022-payslips.js';
import { personalData } from './0023-personal-data.js';
import { projects } from './0024-projects.js';
import { leaveHolidays } from './0025-leave-holidays.js';
import { benchVisaCodes } from './0026-bench-visa-codes.js';
import { submissionAlerts } from './0027-submission-alerts.js';
import { verificationBinding } from './0028-verification-binding.js';
import { passkeys } from './0029-passkeys.js';
import { benchSendBack } from './0030-bench-send-back.js';
import { overviewIndexes } from './0031-overview-indexes.js';
import { offerSentAt } from './0032-offer-sent-at.js';
import { calendarFeeds } from './0033-calendar-feeds.js';
import { reminders } from './0034-reminders.js';
import { decisionLinks } from './0035-decision-links.js';
import { possibleDuplicates } from './0036-possible-duplicates.js';
import { mailAttempts } from './0037-mail-attempts.js';
import { listIndexes } from './0038-list-indexes.js';
import { searchIndexes } from './0039-search-indexes.js';
import { textSearch } from './0040-text-search.js';
import { teamIndexes } from './0041-team-indexes.js';
import { staffAlertRows } from './0042-staff-alert-rows.js';
import { searchPendingLists } from './0043-search-pending-lists.js';
import { mailLinksFirstStart } from './0044-mail-links-first-start.js';
import { claimWithdrawal } from './0045-claim-withdrawal.js';
import { billing } from './0046-billing.js';
import { claimMinorUnits } from './0047-claim-minor-units.js';
import { mailAttachments } from './0050-mail-attachments.js';
import { talentSearch } from './0053-talent-search.js';
import { talentSubmittals } from './0057-talent-submittals.js';
import { vendorBills } from './0060-vendor-bills.js';
import { jobClients } from './0061-job-clients.js';

/** Numbered migrations, applied in key order at start. Add new ones; never edit an applied one. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-leads': leads,
  '0003-auth': auth,
  '0004-portal': portal,
  '0005-fingerprint-log': fingerprintLog,
  '0006-append-only-form-writes': appendOnlyFormWrites,
  '0007-fingerprints-in-records': fingerprintsInRecords,
  '0008-submission-fingerprints': submissionFingerprints,
  '0011-health-checks': healthChecks,
  '0012-app-secrets': appSecrets,
  '0013-back-office': backOffice,
  '0015-application-statuses': applicationStatuses,
  '0016-rate-card': rateCard,
  '0017-staff-index': staffIndex,
  '0018-approvals': approvals,
  '0019-case-threads': caseThreads,
  '0020-job-admin': jobAdmin,
  '0021-bench-publishing': benchPublishing,
  '0022-payslips': payslips,
  '0023-personal-data': personalData,
  '0024-projects': projects,
  '0025-leave-holidays': leaveHolidays,
  '0026-bench-visa-codes': benchVisaCodes,
  '0027-submission-alerts': submissionAlerts,
  '0028-verification-binding': verificationBinding,
  '0029-passkeys': passkeys,
  '0030-bench-send-back': benchSendBack,
  '0031-overview-indexes': overviewIndexes,
  '0032-offer-sent-at': offerSentAt,
  '0033-calendar-feeds': calendarFeeds,
  '0034-reminders': reminders,
  '0035-decision-links': decisionLinks,
  '0036-possible-duplicates': possibleDuplicates,
  '0037-mail-attempts': mailAttempts,
  '0038-list-indexes': listIndexes,
  '0039-search-indexes': searchIndexes,
  '0040-text-search': textSearch,
  '0041-team-indexes': teamIndexes,
  '0042-staff-alert-rows': staffAlertRows,
  '0043-search-pending-lists': searchPendingLists,
  '0044-mail-links-first-start': mailLinksFirstStart,
  '0045-claim-withdrawal': claimWithdrawal,
  '0046-billing': billing,
  '0047-claim-minor-units': claimMinorUnits,
  '0050-mail-attachments': mailAttachments,
  '0053-talent-search': talentSearch,
  '0057-talent-submittals': talentSubmittals,
  '0060-vendor-bills': vendorBills,
  '0061-job-clients': jobClients,
};
