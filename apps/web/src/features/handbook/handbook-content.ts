import { HANDBOOK_LEAVE_FIGURES } from '@smartmove/contract';

/**
 * The SmartMove Employee Handbook as data (docs/product.md#pages "Employee handbook", §9 "Handbook figures").
 * The /hr-handbook route renders these sections in order, with a table of contents that links to each
 * section's `id` as an in-page anchor. Figures quoted by the spec must stay as written here; the unit
 * test beside this file checks them.
 */

export interface HandbookSection {
  /** URL-safe kebab-case anchor, unique across the handbook. */
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Leave figures: one source in the contract, shared with the portal's leave screen and the leave API. */
export { HANDBOOK_LEAVE_FIGURES };

const { ptoDaysPerYear, ptoAccrualPerMonth, ptoCap } = HANDBOOK_LEAVE_FIGURES;

export const HANDBOOK_SECTIONS: HandbookSection[] = [
  {
    id: 'welcome',
    title: 'Welcome',
    paragraphs: [
      'Welcome to SmartMove. We are glad you chose to build your career with us, and we hope you will find here the kind of work, colleagues and growth that made you say yes.',
      'This handbook explains how we work together: what you can expect from the company, what the company expects from you, and where to turn when you have a question. It summarises our policies in plain language so that everyone, in every office and on every client engagement, is treated the same way.',
      'The handbook is a guide, not a contract of employment, and it does not replace your offer letter, your employment agreement or the law of the place where you work. Where local law gives you more protection than a policy below, the law applies. If anything here is unclear, ask your manager or the Human Resources (HR) team; we would rather answer a question early than fix a misunderstanding later.',
    ],
  },
  {
    id: 'company',
    title: 'About SmartMove',
    paragraphs: [
      'SmartMove is a technology consulting and staffing company established in 2021. We help clients design and run modern data platforms, build full stack applications and implement Microsoft Dynamics, and we place skilled consultants with clients who need them.',
      'We have offices in Seattle and Pune, and we hold our monthly all-hands meetings in the Hyderabad office. Many of our people work on client sites or remotely, so we rely on clear communication, written agreements and trust.',
      'Our values guide the decisions this handbook cannot anticipate:',
    ],
    bullets: [
      'Do the right thing for the client, even when nobody is checking.',
      'Keep learning: technology changes quickly and so must we.',
      'Be direct and respectful: say what you think, and listen as carefully as you speak.',
      'Own the outcome: finish what you start, and raise problems early.',
    ],
  },
  {
    id: 'employment-basics',
    title: 'Employment Basics',
    paragraphs: [
      'Your employment starts on the date given in your offer letter, once you have signed the offer and completed the joining formalities: identity and address documents, educational and previous-employment records, bank details for payroll and, where applicable, your Provident Fund (PF) details.',
      'New employees normally serve a probation period, stated in the offer letter, during which your manager will give you regular feedback. Probation may be extended once if more time is needed to assess fit; you will be told in writing.',
      'Please keep your personal details up to date in the employee portal. Changes to your address, phone number, emergency contact, bank account or marital status should be entered within two weeks so that payroll, insurance and statutory records stay correct.',
    ],
  },
  {
    id: 'contract-types',
    title: 'Employment Contract Types',
    paragraphs: [
      'SmartMove offers several types of employment. Your offer letter states which one applies to you, and your entitlements to benefits and leave follow from it.',
    ],
    bullets: [
      'Full-time employees work at least 40 hours per week and are eligible for all benefits described in this handbook.',
      'Part-time employees work fewer than 40 hours per week on an agreed schedule; benefits apply pro rata where the policy says so.',
      'Fixed-term employees are hired for a defined period or project; their contract states its end date and the benefits that apply.',
      'Consultants and contractors (including C2C arrangements) are engaged under a service agreement, not an employment contract, and are covered by that agreement rather than by the benefits in this handbook.',
      'Interns and trainees join for a limited period of learning and are paid a stipend as stated in their letter.',
    ],
  },
  {
    id: 'equal-opportunity',
    title: 'Equal Opportunity Employment',
    paragraphs: [
      'SmartMove is an equal opportunity employer. We recruit, hire, train, promote, pay and dismiss people on the basis of their skills, experience and performance, and never because of race, colour, caste, religion, sex, gender identity, sexual orientation, age, disability, marital or parental status, national origin, veteran status or any other characteristic protected by law.',
      'We make reasonable adjustments for candidates and employees with disabilities. If you need an adjustment during recruitment or at work, tell HR; requests are handled confidentially.',
      'If you believe you or a colleague has been treated unfairly, report it to your manager or HR. Retaliation against anyone who raises a concern in good faith is itself a serious breach of this policy.',
    ],
  },
  {
    id: 'recruitment',
    title: 'Recruitment and Selection',
    paragraphs: [
      'Open positions are published on our website and job boards, and internal candidates are welcome to apply. Every candidate for the same role goes through the same steps: a screening call, a technical assessment suited to the role, and interviews with the hiring manager and future colleagues.',
      'Interviewers assess candidates against the skills the role needs and record their feedback in writing. Hiring decisions are made by the hiring manager with HR, and an offer is only valid once it is issued in writing by HR.',
      'Employees who take part in interviews must keep candidate information confidential and must declare any personal relationship with a candidate before the interview.',
    ],
  },
  {
    id: 'background-checks',
    title: 'Background Checks',
    paragraphs: [
      'Because our consultants work with client systems and data, offers of employment are conditional on satisfactory background checks. With your written consent, we or an authorised agency may verify your identity, education, previous employment and references, and, where the law and the client allow it, criminal records.',
      'Some clients require additional checks before you can join their project. We will explain what is required and ask for your consent each time.',
      'Information gathered in a background check is used only for employment decisions, is stored securely and is shared only with the people who need it. Providing false information during recruitment may lead to the withdrawal of an offer or to termination.',
    ],
  },
  {
    id: 'referrals',
    title: 'Employee Referral Program',
    paragraphs: [
      'Great colleagues often know other great people. If you refer a candidate who is hired, you receive a referral bonus of Rs.1500 (or the equivalent in local currency), paid six months after the hire, provided the new employee is still with the company and you are still employed on that date.',
      'To qualify, the referred candidate must not have applied to SmartMove in the past year and must not already be in our candidate database from another source. Submit referrals through HR or the careers page with your name as the referrer.',
      'Hiring managers and HR team members are not eligible for referral bonuses for roles they are hiring for. Referred candidates go through the same selection process as every other candidate.',
    ],
  },
  {
    id: 'attendance',
    title: 'Attendance and Punctuality',
    paragraphs: [
      'We expect you to be available during your agreed working hours, whether you work from an office, a client site or home. Clients plan their work around our consultants, so reliable attendance is part of doing the job well.',
      'If you will be late or absent, inform your manager as early as possible, and before the start of your working day at the latest. Unplanned absences must be recorded in the employee portal on the day you return.',
      'Repeated lateness or unreported absence is handled through progressive discipline. An employee who is absent for four consecutive days without informing the company is deemed to have resigned, as described in the resignation section.',
    ],
  },
  {
    id: 'workplace-policies',
    title: 'Workplace Policies',
    paragraphs: [
      "The policies in the following sections apply wherever you work for SmartMove: in our offices, at client premises, at home, while travelling and at company events. When you work at a client site, you also follow the client's own rules; if the two ever conflict, follow the stricter rule and tell your manager.",
      'These policies cannot cover every situation. Use good judgement, act as you would want a colleague to act, and ask HR when in doubt.',
    ],
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality and Data Protection',
    paragraphs: [
      "In your work you will see confidential information: the company's finances, pricing and plans; client data, code, architecture and business information; and personal data about candidates and colleagues. You may use it only for your work and must not disclose it to anyone who is not authorised to see it, during your employment or after it ends.",
      'Client data stays in the systems the client approves. Do not copy it to personal devices, personal cloud storage or public AI tools, and do not use production data for testing unless the client has agreed in writing.',
      'Personal data is handled under applicable data protection law. Collect only what you need, keep it only as long as necessary and report any suspected data breach to your manager and the IT team immediately.',
    ],
  },
  {
    id: 'harassment-and-violence',
    title: 'Harassment and Workplace Violence',
    paragraphs: [
      'SmartMove does not tolerate harassment of any kind, including sexual harassment, bullying, intimidation, offensive jokes, slurs and unwelcome physical contact, whether in person, in writing or online, and whether the target is an employee, a client, a candidate or a supplier.',
      'Violence and threats of violence are forbidden. Weapons are not allowed on company or client premises, except where the law requires otherwise.',
      'Report harassment or violence to your manager, HR or, for sexual harassment, the Internal Committee. Every complaint is investigated promptly and as confidentially as possible, and nobody will be penalised for reporting in good faith. Proven harassment leads to disciplinary action up to and including termination.',
    ],
  },
  {
    id: 'safety',
    title: 'Workplace Safety',
    paragraphs: [
      'We want everyone to go home in the same health they arrived in. Follow the safety rules of our offices and of client premises, keep walkways and exits clear and take part in fire drills.',
      'Report accidents, injuries, near misses and hazards such as damaged cables or blocked exits to your manager and the office administrator on the same day, even if nobody was hurt.',
      'When working from home, set up a safe and ergonomic workspace. Our IT and HR teams can advise on equipment and posture.',
    ],
  },
  {
    id: 'smoking',
    title: 'Smoking',
    paragraphs: [
      "Smoking, vaping and the use of other tobacco products are not allowed inside our offices, meeting rooms, company vehicles or client premises. You may smoke only in designated outdoor areas, where such areas exist, and in line with the building's rules.",
      'Smoking breaks are part of your normal breaks and must not disrupt your work or meetings.',
      'Employees who want to quit smoking can ask HR about support programmes that may be available through the group health insurance plan.',
    ],
  },
  {
    id: 'drugs',
    title: 'Drugs and Alcohol',
    paragraphs: [
      'You must not work, drive on company business or attend client meetings while under the influence of alcohol, illegal drugs or misused prescription medicine. Possessing, selling or using illegal drugs on company or client premises is forbidden.',
      'Alcohol may be served at some company events with management approval; if so, drink responsibly and remember that the code of conduct still applies.',
      'If you are struggling with substance use, we encourage you to speak confidentially with HR. We will support employees who seek help before their performance or conduct becomes a disciplinary matter.',
    ],
  },
  {
    id: 'code-of-conduct',
    title: 'Code of Conduct',
    paragraphs: [
      'We represent SmartMove every time we deal with a client, a candidate or a colleague. We expect everyone to act honestly, respectfully and professionally.',
    ],
    bullets: [
      'Be honest in your timesheets, expense claims, resumes and reports.',
      'Treat colleagues, clients and candidates with respect, whatever their role.',
      'Protect company and client property, data and reputation.',
      'Do not accept or offer bribes, kickbacks or gifts beyond a token value.',
      'Follow the law and the rules of the client sites where you work.',
      'Speak up when you see something that breaks this code.',
    ],
  },
  {
    id: 'dress-code',
    title: 'Dress Code',
    paragraphs: [
      'Our office dress code is business casual: clean, neat clothing appropriate for a professional environment. Fridays are casual days in our offices.',
      "When you work at a client site or meet a client, follow the client's dress code; if in doubt, dress more formally for the first day and ask.",
      'On video calls with clients, dress as you would for an in-person meeting. Religious and cultural dress is always welcome.',
      'If you are unsure whether an outfit is appropriate, ask your manager. Managers will raise dress code concerns privately and respectfully.',
    ],
  },
  {
    id: 'cyber-security',
    title: 'Cyber Security',
    paragraphs: [
      "Our clients trust us with their systems, so security is everyone's job. Use strong, unique passwords stored in the approved password manager, turn on multi-factor authentication wherever it is offered, and never share your credentials.",
    ],
    bullets: [
      'Lock your screen whenever you leave your device, even for a minute.',
      'Install software only from approved sources and keep your operating system updated.',
      'Do not open unexpected attachments or links; report suspicious e-mails to the IT team.',
      'Use the company VPN on public or shared networks.',
      'Report a lost device or suspected security incident to IT immediately.',
    ],
  },
  {
    id: 'internet',
    title: 'Internet Usage',
    paragraphs: [
      'Company internet access is provided for work. Occasional personal use during breaks is acceptable as long as it is brief, lawful and does not affect your work or the network.',
      'You must not use company or client networks to access, download or share illegal, offensive or pirated content, to run personal businesses or to bypass security controls. Network activity may be monitored to protect our systems, as permitted by law.',
    ],
  },
  {
    id: 'cell-phone',
    title: 'Cell Phone Usage',
    paragraphs: [
      'Personal phones may be used during working hours for short, necessary calls and messages. Keep them on silent in meetings and shared spaces, and step away for personal calls.',
      'Do not use a handheld phone while driving on company business. Do not photograph screens, whiteboards or documents containing company or client information unless it is part of your work and allowed by the client.',
      'If the company provides you with a phone, it remains company property and is covered by the equipment policy.',
    ],
  },
  {
    id: 'corporate-email',
    title: 'Corporate Email',
    paragraphs: [
      'Your SmartMove e-mail account is for work. Write as you would in a formal letter: clear, polite and mindful that e-mails can be forwarded and kept for years.',
      'Do not use your corporate address to sign up for personal services, and do not forward company or client e-mails to personal accounts. Mailboxes are company property and may be accessed for legitimate business reasons, such as security investigations or handing over work, in line with the law.',
    ],
  },
  {
    id: 'social-media',
    title: 'Social Media',
    paragraphs: [
      'We are happy when you share your work achievements, our job openings and our blog articles on social media. When you talk about work, make clear that the views are your own unless you are an authorised spokesperson.',
      'Never post confidential company or client information, client names without permission, or photographs of client premises. Be respectful: harassment and discrimination online are treated the same as in the office.',
      'If you see content that could harm SmartMove or a client, tell your manager rather than responding yourself.',
    ],
  },
  {
    id: 'conflict-of-interest',
    title: 'Conflict of Interest',
    paragraphs: [
      'A conflict of interest arises when your personal interests could influence, or appear to influence, your decisions at work, for example working for a competitor or a client directly, holding a stake in a supplier, or accepting a valuable gift from a vendor.',
      'Declare any actual or potential conflict to your manager and HR in writing as soon as you become aware of it. Most conflicts can be managed once they are known; hidden conflicts are a disciplinary matter.',
      'Outside work, including freelance projects, is allowed only with written approval and must not compete with SmartMove, involve our clients or use company time or equipment.',
    ],
  },
  {
    id: 'relationships',
    title: 'Workplace Relationships',
    paragraphs: [
      'We respect your private life. Consensual relationships between colleagues are not forbidden, but they must not affect work, and both people must behave professionally at work.',
      'A relationship between a manager and someone in their reporting line creates a conflict of interest and must be disclosed to HR, who will arrange a change of reporting line or other fair solution. Relationships with client staff that could affect an engagement must also be disclosed.',
    ],
  },
  {
    id: 'relatives',
    title: 'Employment of Relatives',
    paragraphs: [
      'Relatives of employees may apply for jobs at SmartMove and are assessed like any other candidate. The employee must declare the relationship and may not take part in the hiring decision.',
      "Relatives may not work in the same reporting line, and one may not approve the other's timesheets, expenses, leave or pay. If an existing relationship creates such a situation, HR will work with both employees to change it.",
    ],
  },
  {
    id: 'visitors',
    title: 'Visitors',
    paragraphs: [
      "All visitors to our offices must sign in at reception, wear a visitor badge and be accompanied by their host at all times. The host is responsible for the visitor's conduct and for making sure they leave the premises.",
      "Visitors may not enter areas where client work is done or see screens showing client information. Family and friends may visit briefly with the office administrator's approval. At client sites, follow the client's visitor rules.",
    ],
  },
  {
    id: 'solicitation',
    title: 'Solicitation and Distribution',
    paragraphs: [
      'Employees may not solicit colleagues for commercial products, services, political causes or donations during working time, nor distribute such material in work areas. Outside parties may not solicit on our premises.',
      'Company-approved initiatives, such as charity drives organised with HR, are the exception and will be announced through official channels.',
      "Notice boards in our offices may be used for personal notices, such as items for sale or lost property, only with the office administrator's approval. Notices are removed after two weeks, and anything offensive or commercial is removed at once.",
    ],
  },
  {
    id: 'compensation',
    title: 'Compensation',
    paragraphs: [
      "Your salary is set out in your offer letter and reflects your role, skills, experience and the market. We review salaries once a year, taking into account your performance review, the company's results and market data.",
      "Salary information is personal. You may discuss your own pay as the law allows, but employees with access to payroll data must keep other people's pay confidential.",
      'Bonuses, incentives and allowances, where offered, are paid according to the written plan that describes them and are not guaranteed unless the plan says so.',
    ],
  },
  {
    id: 'overtime',
    title: 'Overtime',
    paragraphs: [
      'Occasionally a release or an urgent client issue requires extra hours. Overtime must be approved by your manager in advance, except in a genuine emergency, in which case inform your manager as soon as you can.',
      'Employees who are eligible for overtime pay under the law are paid or compensated with time off at the applicable rate. Record all overtime in your timesheet; unrecorded overtime cannot be compensated. We monitor working hours so that overtime stays the exception and nobody burns out.',
    ],
  },
  {
    id: 'payroll',
    title: 'Payroll',
    paragraphs: [
      'Salary is paid monthly by bank transfer on the 1st working day of the following month. If payday falls on a weekend or public holiday, payment is made on the next working day.',
      'Your payslip, available in the employee portal, shows your gross salary, statutory deductions such as tax, Provident Fund (PF) and professional tax, any other deductions you authorised, and your net pay.',
      'Check your payslip each month and report any error to HR within one month. Overpayments must be repaid and underpayments are corrected in the next payroll run.',
    ],
  },
  {
    id: 'performance',
    title: 'Performance Management',
    paragraphs: [
      'At the start of each year you and your manager agree on goals for your role, your projects and your development. You will have regular one-to-one conversations during the year, a mid-year check-in and an annual performance review.',
      'Reviews consider what you achieved, how you achieved it, feedback from clients and colleagues, and your growth. The annual review informs salary reviews, promotions and training plans.',
      'If your performance falls below expectations, your manager will tell you clearly, agree an improvement plan with you and support you through it.',
    ],
  },
  {
    id: 'training',
    title: 'Training and Development',
    paragraphs: [
      'Technology moves quickly, and our clients hire us because we keep up. Every employee has a yearly learning plan agreed with their manager, which can include courses, certifications, conferences and mentoring.',
      'SmartMove pays for approved certifications relevant to your role (for example cloud, data platform and Microsoft Dynamics certifications) and allows study time for them. If you leave within twelve months of a certification costing more than the amount set in the training policy, you may be asked to repay a pro rata share, as agreed in writing before the training.',
      'We also run internal knowledge-sharing sessions; please share what you learn.',
    ],
  },
  {
    id: 'benefits',
    title: 'Employee Benefits',
    paragraphs: [
      'Full-time employees are eligible for the benefits below, subject to the rules of each plan. Part-time and fixed-term employees receive the benefits their contract states.',
    ],
    bullets: [
      'Group health insurance after 6 months of continuous employment (see the health section).',
      'Paid time off, holidays, sick leave and the other leave described in this handbook.',
      'Provident Fund (PF) and other statutory benefits where applicable.',
      'Training and certification support.',
      'Work-from-home days and remote-work support.',
      'The employee referral bonus.',
    ],
  },
  {
    id: 'health',
    title: 'Health Insurance',
    paragraphs: [
      "Full-time employees are covered by the company's group health insurance after completing 6 months of continuous employment. The policy covers you and eligible dependants as described in the plan documents available from HR.",
      'HR will enrol you when you become eligible and will explain how to make claims and use network hospitals. Report changes to your dependants, such as marriage or the birth of a child, within the time the insurer allows.',
      'Group health insurance ends on your last working day if you leave the company.',
    ],
  },
  {
    id: 'workers-compensation',
    title: "Workers' Compensation",
    paragraphs: [
      "Employees injured at work or who fall ill because of their work are covered by workers' compensation or the equivalent employee compensation scheme required by law in their location.",
      'Report any work-related injury or illness to your manager and HR within 24 hours, or as soon as you are able. HR will help you file the claim and arrange any time off or adjustments you need to return to work safely.',
      'Time off needed because of a work-related injury is not deducted from your PTO or sick leave while the claim is assessed. Returning employees may be offered modified duties or hours on medical advice.',
    ],
  },
  {
    id: 'work-from-home',
    title: 'Work from Home',
    paragraphs: [
      'Office-based employees may normally work from home for up to two days a week, when their role, their client and their project allow it. Request work-from-home days from your manager at least two days ahead, so that meetings and client commitments can be planned.',
      'On work-from-home days you must be reachable during working hours, attend scheduled meetings with your camera available, and work from a quiet, private place with a reliable connection. Managers may refuse or recall work-from-home days when the business needs it.',
    ],
  },
  {
    id: 'remote-work',
    title: 'Remote Work',
    paragraphs: [
      'Some roles are fully remote, as stated in the offer letter or agreed in writing with HR. Remote employees follow the same policies and working hours as office-based colleagues.',
      'Remote employees must have a dedicated workspace and an internet connection of at least 60mbps, with a backup option such as a mobile hotspot for outages. Where the company contributes to internet costs, the amount is set out in the remote-work agreement.',
      'Client and company data must be handled on company-approved devices only, and you must follow the cyber security policy when working from home or shared spaces. Remote employees may be asked to visit an office or client site for planning sessions, training and the monthly meetings.',
    ],
  },
  {
    id: 'expenses',
    title: 'Business Expenses',
    paragraphs: [
      "SmartMove reimburses reasonable expenses you incur on company business, such as approved travel, accommodation, client meals and certification fees. Get your manager's approval before spending, except for small routine costs.",
      'Submit claims through the employee claims page of the portal with itemised receipts within 30 days of the expense. Claims without receipts, or for personal costs, are not reimbursed. Approved claims are paid with the next payroll.',
      'Claims are checked by your manager and by finance. Submitting a false or inflated claim is treated as fraud and handled under the progressive discipline policy, and it may lead to immediate termination.',
    ],
  },
  {
    id: 'company-car',
    title: 'Company Car',
    paragraphs: [
      'Where a role requires it, the company may provide a car or a pool vehicle for business travel. Only authorised employees with a valid driving licence may drive it.',
      'Drivers must obey traffic laws, never drive under the influence, keep the car clean and report any accident, damage or traffic fine within 24 hours. Fines incurred through your own fault are your responsibility. Personal use is allowed only if your car agreement says so.',
    ],
  },
  {
    id: 'parking',
    title: 'Parking',
    paragraphs: [
      'Parking at our offices is limited and allocated by the office administrator on a first-come basis, with priority for employees with disabilities and visitors.',
      "Park only in marked bays and follow the building's rules. The company is not responsible for loss or damage to personal vehicles on its premises.",
      'Bicycles must be left in the racks provided, not in corridors or work areas. If you use public transport or a carpool to reach the office, ask the office administrator about any commuting support available at your location.',
    ],
  },
  {
    id: 'equipment',
    title: 'Company Equipment',
    paragraphs: [
      'The company provides the equipment you need for your work, such as a laptop, accessories and, for some roles, a phone. Equipment remains company property; use it mainly for work, keep it in good condition and do not lend it to others.',
      'Report loss, theft or damage of company equipment to your manager and the IT team within 24 hours, and to the police when it has been stolen. Prompt reporting lets us lock the device and protect company and client data.',
      'Damage caused by negligence may be charged to you. All equipment must be returned when you leave the company or when asked.',
    ],
  },
  {
    id: 'time',
    title: 'Time Tracking',
    paragraphs: [
      'Accurate timesheets are how we bill clients and pay people fairly. Record the hours you work each day against the right client and project in the time sheet section of the employee portal, and submit your timesheet at the end of every week.',
      'Your manager approves timesheets, and some clients also approve the hours billed to them. Falsifying a timesheet, for yourself or for a colleague, is serious misconduct.',
      'If you forget to submit a timesheet or make a mistake, correct it as soon as you notice and tell your manager. Late timesheets delay client invoices and may delay the payment of overtime and reimbursements.',
    ],
  },
  {
    id: 'working-hours',
    title: 'Working Hours',
    paragraphs: [
      'Full-time employees work at least 40 hours per week, normally eight hours a day from Monday to Friday, plus a one-hour lunch break. Part-time schedules are agreed individually.',
      "Consultants on client projects may work the client's hours, including time zones that differ from their home office, as agreed with their manager. Flexible start and finish times are possible when the team and client agree, provided you are available during core hours.",
    ],
  },
  {
    id: 'paid-time-off',
    title: 'Paid Time Off',
    paragraphs: [
      `Full-time employees receive ${ptoDaysPerYear} days of paid time off (PTO) per year. PTO accrues at ${ptoAccrualPerMonth} days per month of service, starting from your first month.`,
      `Unused PTO carries over to the next year, but your balance may not exceed ${ptoCap} days; PTO accrued beyond the cap of ${ptoCap} days is forfeited. Please plan your time off so that you rest and keep your balance under the cap.`,
      'Request PTO in the leave section of the employee portal as early as possible, and at least two weeks ahead for absences longer than three days. Your manager approves requests considering client commitments and team cover.',
    ],
  },
  {
    id: 'holidays',
    title: 'Holidays',
    paragraphs: [
      'SmartMove publishes its list of paid public holidays for each office at the start of the year. Holidays follow the local calendar of your office: Seattle holidays for the Seattle office and national and state holidays for our Indian offices.',
      "Consultants placed with a client may follow the client's holiday calendar instead, as agreed with their manager. If you are asked to work on a public holiday, you receive a compensatory day off to be taken within three months.",
    ],
  },
  {
    id: 'sick-leave',
    title: 'Sick Leave',
    paragraphs: [
      'If you are ill, rest and recover. Inform your manager before the start of your working day, or as soon as you can, and record the sick leave in the employee portal.',
      'For sick leave of more than three days in a row, you must provide a medical certificate from a registered medical practitioner: attach it to the request in the employee portal, where only you, your manager and HR can open it. We may also ask for a fitness certificate before you return after a long or serious illness.',
      'Sick leave is for your own illness or injury and for caring for a sick dependant. Misusing sick leave is a disciplinary matter.',
    ],
  },
  {
    id: 'bereavement',
    title: 'Bereavement Leave',
    paragraphs: [
      'Losing someone close is hard. If a member of your immediate family (spouse or partner, child, parent, sibling, grandparent or parent-in-law) dies, you may take three days of paid bereavement leave.',
      "You may take up to two additional unpaid days, for example to travel or to attend ceremonies, with your manager's approval. Tell your manager as soon as you can; the paperwork can wait until you return.",
      'For the death of other relatives or close friends, your manager may approve PTO or unpaid leave. Please also remember that confidential support is available through HR whenever you need it.',
    ],
  },
  {
    id: 'jury-duty-and-voting',
    title: 'Jury Duty and Voting',
    paragraphs: [
      'If you are summoned for jury duty or to appear as a witness, you receive one day of paid leave for it. Show the summons to your manager as soon as you receive it; further days are unpaid or may be taken from your PTO, unless local law requires otherwise.',
      'We encourage everyone to vote. On election days you may take up to two hours of paid time off to vote when your working hours do not leave enough time to do so. Agree the time with your manager in advance.',
    ],
  },
  {
    id: 'parental-and-maternity-leave',
    title: 'Parental and Maternity Leave',
    paragraphs: [
      "Paternity leave: fathers and partners may take two weeks of paid paternity leave around the birth or adoption of a child. Give your manager notice three months before the expected date, and you may extend the leave with unpaid leave of up to two months with your manager's approval.",
      'Maternity leave: employees with more than 12 months of service are eligible for maternity leave of up to 6 months with full pay. To qualify, you must have worked at least 80 days in the 12 months before the expected date of delivery. Maternity leave may start no earlier than 45 days before the expected date of delivery.',
      'In the unfortunate event of a miscarriage or medical termination of pregnancy, the employee may take leave of up to 45 days, supported by a medical certificate. Maternity benefits can be used on up to two occasions during your employment with SmartMove.',
      'Tell HR as early as you are comfortable, so that we can plan cover and any adjustments you need before and after the leave. Your role, or an equivalent role, is kept for you while you are on parental or maternity leave.',
    ],
  },
  {
    id: 'leaving-the-company',
    title: 'Leaving the Company',
    paragraphs: [
      'Employment can end because you resign, because your fixed-term contract ends, or because the company terminates it. Whatever the reason, we want the end of your employment to be handled fairly, respectfully and in line with the law.',
      'The following sections explain progressive discipline, resignation, termination, references and exit procedures. The notice period that applies to you is stated in your offer letter.',
      'Whatever the reason for leaving, we ask everyone to complete their handover carefully, so that clients and colleagues are not left without the knowledge and documents they need.',
    ],
  },
  {
    id: 'progressive-discipline',
    title: 'Progressive Discipline',
    paragraphs: [
      "When an employee's conduct or performance falls short of our standards, we use progressive discipline so that the employee knows what is wrong and has a fair chance to improve. Every step is documented and kept in the employee's personnel file.",
      'Depending on the seriousness of the issue, the company may begin at a later step or skip steps. Serious misconduct, such as theft, fraud, violence, harassment or a major data breach, may lead to immediate termination.',
      'The process has six steps, in this order:',
    ],
    bullets: [
      'Verbal warning from your manager.',
      'Meeting with your manager and HR to agree an improvement plan.',
      'Written warning.',
      'Final written warning.',
      'Suspension, with or without pay, and a disciplinary meeting with senior management.',
      'Termination of employment.',
    ],
  },
  {
    id: 'resignation',
    title: 'Resignation',
    paragraphs: [
      'If you decide to leave, resign by a written, signed letter sent by mail to your manager and HR, stating your last intended working day. Serve the notice period stated in your offer letter. Once your manager approves the resignation, HR issues an acceptance letter confirming your last working day.',
      'An employee who is absent for four consecutive days without informing the company or obtaining approved leave is deemed to have resigned voluntarily.',
      'Forced resignation is prohibited. No manager may pressure an employee to resign or make working conditions intolerable to push them out; this is constructive dismissal and is treated as a serious breach of policy. If you feel pressured to resign, contact HR or top management directly.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'The company may terminate employment for cause, for example serious misconduct, repeated breach of policy after progressive discipline, fraud or a breach of confidentiality. Termination for cause may take effect immediately, without notice where the law allows.',
      'The company may also terminate employment without cause, for example because of restructuring, the end of a client engagement with no suitable redeployment, or a reduction in the workforce. In that case you receive the notice or pay in lieu of notice stated in your contract, and severance pay for eligible employees according to the law and company policy.',
      'Pending leaves are not compensated on termination; leave balances are not paid out unless the law requires it. The final decision on any termination is made by top management together with HR.',
    ],
  },
  {
    id: 'monthly-meetings',
    title: 'Monthly Meetings',
    paragraphs: [
      'Every month we hold an all-hands meeting in the Hyderabad office to share company news, celebrate achievements, welcome new colleagues and plan ahead. Attendance is expected from every employee.',
      'Meetings are planned at least one month ahead, so please make your travel and work plans accordingly. If you cannot attend, you need a valid reason approved by your manager and HR in advance. For a medical emergency on the day, inform your manager as soon as possible and provide a medical certificate.',
      'Meeting etiquette: arrive on time, keep phones on silent, listen respectfully, take part in discussions and keep what is shared confidential. Unapproved absence or repeated disregard of meeting etiquette carries penalties under the progressive discipline policy.',
    ],
    bullets: [
      'Meetings are planned at least one month ahead.',
      'Absence requires a valid reason approved by your manager and HR.',
      'A medical certificate is required for emergencies.',
      'Unapproved absence or poor etiquette leads to penalties.',
    ],
  },
  {
    id: 'references',
    title: 'References',
    paragraphs: [
      'SmartMove provides references for former employees who leave in good standing. References confirm your dates of employment and role and, where you ask for it, describe your work.',
      "If you resign, your manager may grant or refuse a personal reference; the company will still confirm the facts of your employment. Requests for references must go through HR, and no employee may give a reference on behalf of the company without HR's approval.",
    ],
  },
  {
    id: 'exit-procedures',
    title: 'Exit Procedures',
    paragraphs: [
      'When you leave, HR will guide you through the exit procedure so that everything is settled properly. We value honest feedback from people who leave, and an exit interview is the best place to give it.',
      'The following steps apply to everyone leaving the company:',
    ],
    bullets: [
      'Your benefits end on your last day of employment.',
      'Group health insurance ends at the last working day.',
      'Your Provident Fund (PF) account with the company is closed, and HR helps you transfer or withdraw the balance.',
      'File all pending reimbursement claims before your notice period ends; claims filed later are not paid.',
      'Return all company assets, including laptop, phone, access cards, documents and data, before your last day.',
      'You receive an exit letter confirming your employment and its end date, and you may be invited to an exit interview.',
    ],
  },
  {
    id: 'handbook-revision',
    title: 'Handbook Revision',
    paragraphs: [
      'This handbook is reviewed and revised annually, and whenever the law or our business requires a change. HR announces each revision and publishes the current version on the website; the most recent version replaces all earlier versions.',
      'The company may change, add or withdraw policies at any time. If you have suggestions for improving the handbook, please send them to HR.',
      'Each revision shows its effective date on the first page. Your continued employment after a revision is announced means that the revised policies apply to you, so please read the summary of changes HR sends with each new version.',
    ],
  },
];

export const HANDBOOK_ACKNOWLEDGEMENT: { title: string; paragraphs: string[] } = {
  title: 'Employee Acknowledgement',
  paragraphs: [
    'I confirm that I have received and read the SmartMove Employee Handbook, and that I understand the policies it describes and my responsibility to follow them.',
    'I understand that the handbook is not a contract of employment, that the company may revise it at any time, and that it is reviewed annually. I will ask my manager or HR if I have any questions about its contents.',
  ],
};
