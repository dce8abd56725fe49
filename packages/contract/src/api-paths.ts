/** Every API path of docs/product.md#api and docs/product.md#api, served from the site's own origin. */
export const API_PATHS = {
  addContactUs: '/CRM/AddContactUs',
  addCandidateLead: '/CRM/AddCandidateLead',
  sendVerification: '/CRM/SendVerification',
  checkUser: '/CRM/CheckUser',
  checkVerification: '/CRM/CheckVerification',
  registerRequestToken: '/api/phone-number-login/account/register-request-token',
  getAccountProfile: '/api/phone-number-login/account/GetProfile',
  verifySocialUser: '/api/phone-number-login/account/VerifySocialUser',
  uploadProfileImage: '/UploadProfileImage',
  /** The signed-in user's own profile image (bearer token). */
  getProfileImage: '/GetProfileImage',
  getC2CJobs: '/CRM/GetC2CJobs',
  uaGetC2CJobs: '/CRM/UAGetC2CJobs',
  getJobByName: '/CRM/GetJobByName',
  getBenchList: '/CRM/GetBenchList',
  uaGetBenchList: '/CRM/UAGetBenchList',
  getMyBenchList: '/CRM/GetMyBenchList',
  uploadBenchList: '/CRM/UploadBenchList',
  /** A partner edits or removes one of their own bench consultants (another's answers 404). */
  updateBenchCandidate: '/CRM/UpdateBenchCandidate',
  removeBenchCandidate: '/CRM/RemoveBenchCandidate',
  submitCandidate: '/CRM/SubmitCandidate',
  uaSubmitCandidate: '/CRM/UASubmitCandidate',
  getSubmissions: '/CRM/GetSubmissions',
  getCases: '/CRM/GetCases',
  addCase: '/CRM/AddCase',
  getProfile: '/CRM/GetProfile',
  getExpenses: '/CRM/GetExpenses',
  addExpense: '/CRM/AddExpense',
  /** The author edits a rejected claim and sends it again (multipart, as AddExpense, with `id`). */
  resubmitExpense: '/CRM/ResubmitExpense',
  withdrawExpense: '/CRM/WithdrawExpense',
  /** The caller's own receipt of a claim, as a download (`?id=` the claim's id). */
  getExpenseReceipt: '/CRM/GetExpenseReceipt',
  updateAddress: '/CRM/UpdateAddress',
  updatePersonalInformation: '/CRM/UpdatePersonalInformation',
  /** The caller's "Reminders" switch (`{ reminders }`); answers the profile. */
  updateReminders: '/CRM/UpdateReminders',
  partnerSignUp: '/CRM/PartnerSignUp',
  getTimeSheets: '/CRM/GetTimeSheets',
  addTimeSheet: '/CRM/AddTimeSheet',
  getLeaves: '/CRM/GetLeaves',
  /**
   * The caller's calendar feed URLs (docs/product.md#calendar-feeds): their own and, for an approver, the
   * team's.
   */
  getCalendarFeeds: '/CRM/GetCalendarFeeds',
  /** Replaces one of the caller's calendar feed URLs (`{ kind }`); the old URL then answers 404. */
  resetCalendarFeed: '/CRM/ResetCalendarFeed',
  applyLeave: '/CRM/ApplyLeave',
  /** The author cancels a pending leave request. */
  cancelLeave: '/CRM/CancelLeave',
  /** A sick-leave request's medical certificate (`?id=` the request's id): author, approver and admin only. */
  getLeaveCertificate: '/CRM/GetLeaveCertificate',
  /** Read back what UpdatePersonalInformation and UpdateAddress save (the profile screen loads them). */
  getPersonalInformation: '/CRM/GetPersonalInformation',
  getAddress: '/CRM/GetAddress',
  getAnchors: '/CRM/GetAnchors',
  getLeads: '/CRM/getleads',
  getMapSettings: '/CRM/GetMapSettings',
  ipInfo: '/ipinfo',
  health: '/health',
  ready: '/ready',
  logout: '/api/phone-number-login/account/logout',
  refreshToken: '/api/phone-number-login/account/refresh-token',
  captchaChallenge: '/captcha/challenge',
  captchaConfig: '/captcha/config',
  /** An applicant's own application, found by the token of their confirmation e-mail (in the body). */
  getMyApplication: '/CRM/GetMyApplication',
  withdrawMyApplication: '/CRM/WithdrawMyApplication',
  /**
   * Approve from the e-mail (docs/product.md#approve-from-the-e-mail): an approval link's item, its decision
   * and its file (receipt, certificate).
   */
  getEmailDecision: '/CRM/GetEmailDecision',
  decideFromEmail: '/CRM/DecideFromEmail',
  getEmailDecisionFile: '/CRM/GetEmailDecisionFile',
  // Passkeys (WebAuthn): adding, listing and removing one's own (signed in), and signing in with one.
  passkeyRegistrationOptions: '/CRM/PasskeyRegistrationOptions',
  registerPasskey: '/CRM/RegisterPasskey',
  getPasskeys: '/CRM/GetPasskeys',
  removePasskey: '/CRM/RemovePasskey',
  passkeyAuthenticationOptions: '/CRM/PasskeyAuthenticationOptions',
  /** Signs the passkey's account in: answers as CheckVerification does for an existing account. */
  verifyPasskey: '/CRM/VerifyPasskey',
  // The back office (docs/product.md#back-office): staff only, 401 without a token, 403 without the role.
  getInquiries: '/CRM/GetInquiries',
  getInquiry: '/CRM/GetInquiry',
  updateInquiry: '/CRM/UpdateInquiry',
  addInquiryNote: '/CRM/AddInquiryNote',
  exportInquiries: '/CRM/ExportInquiries',
  sendOffer: '/CRM/SendOffer',
  getRateCard: '/CRM/GetRateCard',
  updateRateCard: '/CRM/UpdateRateCard',
  /** A know-your-worth lead's estimated range from the rate card (`?id=` the lead's id). */
  getOfferEstimate: '/CRM/GetOfferEstimate',
  getApplications: '/CRM/GetApplications',
  getApplication: '/CRM/GetApplication',
  updateApplication: '/CRM/UpdateApplication',
  addApplicationNote: '/CRM/AddApplicationNote',
  exportApplications: '/CRM/ExportApplications',
  getResume: '/CRM/GetResume',
  getStaff: '/CRM/GetStaff',
  getPeople: '/CRM/GetPeople',
  addPerson: '/CRM/AddPerson',
  updatePerson: '/CRM/UpdatePerson',
  getAuditLog: '/CRM/GetAuditLog',
  /** Every audit line the search selects, as a CSV download (admin). */
  exportAuditLog: '/CRM/ExportAuditLog',
  /** The back office's front page: what waits in each list the caller's roles open. */
  getBackOfficeOverview: '/CRM/GetBackOfficeOverview',
  erasePersonalData: '/CRM/ErasePersonalData',
  /** A ZIP of everything held about an inquiry's, an application's or a person's subject (staff, audited). */
  exportPersonalData: '/CRM/ExportPersonalData',
  /** The signed-in person's own data as a ZIP (GDPR Art. 15/20, DPDP §11). */
  downloadMyData: '/CRM/DownloadMyData',
  /** The applicant's own application as a ZIP, by the token of their status page (in the body). */
  downloadMyApplicationData: '/CRM/DownloadMyApplicationData',
  // Back office II: approvals, cases, jobs, bench publishing and payslips.
  getApprovals: '/CRM/GetApprovals',
  /** Approve or reject one or more waiting items of one kind (time sheet, leave, claim). */
  decideApproval: '/CRM/DecideApproval',
  markClaimPaid: '/CRM/MarkClaimPaid',
  /** A claim's receipt for its approver (`?id=` the claim's id). */
  getClaimReceipt: '/CRM/GetClaimReceipt',
  getCaseInbox: '/CRM/GetCaseInbox',
  /** One case with its thread, for staff (`?id=`). */
  getCaseDetail: '/CRM/GetCaseDetail',
  replyCase: '/CRM/ReplyCase',
  updateCase: '/CRM/UpdateCase',
  /** One of the caller's own cases with its thread (`?id=`). */
  getMyCase: '/CRM/GetMyCase',
  /** The author's reply on their own case. */
  addCaseReply: '/CRM/AddCaseReply',
  /** Every job, open and closed, for the back office. */
  getJobsAdmin: '/CRM/GetJobsAdmin',
  addC2CJob: '/CRM/AddC2CJob',
  updateC2CJob: '/CRM/UpdateC2CJob',
  closeC2CJob: '/CRM/CloseC2CJob',
  searchTalent: '/CRM/SearchTalent',
  getMatchingCandidates: '/CRM/GetMatchingCandidates',
  getResumeText: '/CRM/GetResumeText',
  getBenchReview: '/CRM/GetBenchReview',
  publishBenchCandidate: '/CRM/PublishBenchCandidate',
  unpublishBenchCandidate: '/CRM/UnpublishBenchCandidate',
  sendBackBenchCandidate: '/CRM/SendBackBenchCandidate',
  uploadPayslip: '/CRM/UploadPayslip',
  /** Every payslip uploaded, for the back office. */
  getPayslipsAdmin: '/CRM/GetPayslipsAdmin',
  /** The caller's own payslips. */
  getPayslips: '/CRM/GetPayslips',
  /** One payslip's PDF, the caller's own only (`?id=`; 404 for anyone else's). */
  getPayslip: '/CRM/GetPayslip',
  /** Removes an uploaded payslip (admin), e.g. one filed under the wrong person. */
  removePayslip: '/CRM/RemovePayslip',
  /** Office holiday calendars (admin). */
  getHolidays: '/CRM/GetHolidays',
  addHoliday: '/CRM/AddHoliday',
  removeHoliday: '/CRM/RemoveHoliday',
  // Projects: the back office's list and assignments, and the signed-in employee's own.
  getProjects: '/CRM/GetProjects',
  addProject: '/CRM/AddProject',
  /** The project's assigned people become exactly those sent. */
  updateProjectAssignments: '/CRM/UpdateProjectAssignments',
  /** The projects assigned to the caller, for their time sheet. */
  getMyProjects: '/CRM/GetMyProjects',
  // The running system (admin): e-mail waiting and failed, the scheduled jobs' last runs.
  getSystemStatus: '/CRM/GetSystemStatus',
  /** A failed e-mail goes back to waiting (once: a second retry of it finds it waiting). */
  retryMail: '/CRM/RetryMail',
  // Submittals (docs/product.md#submittals): recruiters submit candidates to a job's end client.
  submitToClient: '/CRM/SubmitToClient',
  getSubmittals: '/CRM/GetSubmittals',
  getSubmittal: '/CRM/GetSubmittal',
  updateSubmittal: '/CRM/UpdateSubmittal',
  scheduleInterview: '/CRM/ScheduleInterview',
  cancelInterview: '/CRM/CancelInterview',
  /** The candidate's right-to-represent link (`/rtr/{token}`): the offer, and their one answer. */
  getRightToRepresent: '/CRM/GetRightToRepresent',
  answerRightToRepresent: '/CRM/AnswerRightToRepresent',
  // Billing (finance and admins; docs/product.md#billing).
  getClients: '/CRM/GetClients',
  /** The clients' names alone, for the job form's "Client" (recruiters too; billing data stays finance's). */
  getClientNames: '/CRM/GetClientNames',
  addClient: '/CRM/AddClient',
  updateClient: '/CRM/UpdateClient',
  getPlacements: '/CRM/GetPlacements',
  addPlacement: '/CRM/AddPlacement',
  changePlacementRates: '/CRM/ChangePlacementRates',
  endPlacement: '/CRM/EndPlacement',
  generateInvoices: '/CRM/GenerateInvoices',
  getInvoices: '/CRM/GetInvoices',
  getInvoice: '/CRM/GetInvoice',
  issueInvoice: '/CRM/IssueInvoice',
  sendInvoice: '/CRM/SendInvoice',
  getInvoicePdf: '/CRM/GetInvoicePdf',
  recordPayment: '/CRM/RecordPayment',
  voidInvoice: '/CRM/VoidInvoice',
  issueCreditNote: '/CRM/IssueCreditNote',
  /** Approved hours no placement covers ("Not billable"), with the reason. */
  getUnbillableHours: '/CRM/GetUnbillableHours',
  /** The clients the signed-in employee is placed with, for a claim's "Bill to client". */
  getMyClients: '/CRM/GetMyClients',
  // Pay and margin (docs/product.md#pay-and-margin).
  generateVendorBills: '/CRM/GenerateVendorBills',
  /** Finance and admins get every vendor bill; a partner only their own. */
  getVendorBills: '/CRM/GetVendorBills',
  approveVendorBill: '/CRM/ApproveVendorBill',
  markVendorBillPaid: '/CRM/MarkVendorBillPaid',
  exportPayroll: '/CRM/ExportPayroll',
  getMarginReport: '/CRM/GetMarginReport',
  exportInvoices: '/CRM/ExportInvoices',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The machine-readable API documentation (OpenAPI), served beside the API. */
export const API_DOCS_PATH = '/docs';

/**
 * The first segment of every API path ("CRM", "api", "GetProfileImage", …) and of the API docs: a URL
 * under one of them is the API's, never a page. The page server and the development proxy both use it.
 */
export const API_PATH_ROOTS: readonly string[] = [
  ...new Set([...Object.values(API_PATHS), API_DOCS_PATH].map((apiPath) => apiPath.split('/')[1] ?? '')),
].filter(Boolean);

/** A pattern matching the URLs under API_PATH_ROOTS (query string included), as source text. */
export const API_URL_PATTERN = `^/(${API_PATH_ROOTS.join('|')})(/|$|\\?)`;

const API_URL = new RegExp(API_URL_PATTERN, 'i');

/** Whether a URL is the API's (case-insensitive, as a stray request may spell it) rather than a page's. */
export function isApiUrl(url: string): boolean {
  return API_URL.test(url);
}

/** The routes every inbox kind has (its list, one record, a change, a note, the CSV export), by kind. */
export const INBOX_PATHS = {
  inquiry: {
    list: API_PATHS.getInquiries,
    get: API_PATHS.getInquiry,
    update: API_PATHS.updateInquiry,
    addNote: API_PATHS.addInquiryNote,
    export: API_PATHS.exportInquiries,
  },
  application: {
    list: API_PATHS.getApplications,
    get: API_PATHS.getApplication,
    update: API_PATHS.updateApplication,
    addNote: API_PATHS.addApplicationNote,
    export: API_PATHS.exportApplications,
  },
} as const;
