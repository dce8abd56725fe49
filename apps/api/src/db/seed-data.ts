import { STAFF_ROLES, USER_TYPES, type RateCardBand, type SKILL_CATALOGUE } from '@smartmove/contract';
import type {
  BenchCandidatesTable,
  C2CJobsTable,
  ClientsTable,
  PlacementsTable,
  ProjectsTable,
  PropertiesTable,
  RealtorLeadsTable,
  UsersTable,
} from './schema.js';

/** Demo data for a first start. Fixed ids make the seed idempotent. Phone numbers are fictional. */
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

const MANNY_MANAGER_ID = '00000000-0000-4000-8000-000000000005';
const DANA_EMPLOYEE_ID = '00000000-0000-4000-8000-000000000001';
const PARKER_PARTNER_ID = '00000000-0000-4000-8000-000000000002';
const CASEY_CONTRACTOR_ID = '00000000-0000-4000-8000-000000000008';
const PRIYA_CONSULTANT_ID = '00000000-0000-4000-8000-000000000007';

export const DEMO_USERS: UsersTable[] = [
  {
    id: DANA_EMPLOYEE_ID,
    phone: '+12015550123',
    name: 'Dana Employee',
    email: 'dana.employee@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    manager_id: MANNY_MANAGER_ID,
  },
  {
    id: PARKER_PARTNER_ID,
    phone: '+12015550124',
    name: 'Parker Partner',
    email: 'parker.partner@example.com',
    user_type: USER_TYPES.partner,
    company_name: 'Example Staffing LLC',
    created_at: SEEDED_AT,
  },
  // The firm's staff (docs/product.md#back-office).
  {
    id: '00000000-0000-4000-8000-000000000003',
    phone: '+12015550125',
    name: 'Ada Admin',
    email: 'ada.admin@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    staff_roles: STAFF_ROLES.admin,
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    phone: '+12015550126',
    name: 'Rita Recruiter',
    email: 'rita.recruiter@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    staff_roles: STAFF_ROLES.recruiter,
    office: 'pune',
  },
  {
    id: MANNY_MANAGER_ID,
    phone: '+12015550127',
    name: 'Manny Manager',
    email: 'manny.manager@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    staff_roles: STAFF_ROLES.approver,
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    phone: '+12015550128',
    name: 'Fiona Finance',
    email: 'fiona.finance@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    staff_roles: STAFF_ROLES.finance,
  },
  // A consultant of the Pune office, placed with Deccan Logistics (docs/product.md#billing). No project is
  // assigned to her in the demo: her seeded weeks are approved already, and she gets no Friday reminder.
  {
    id: PRIYA_CONSULTANT_ID,
    phone: '+12015550129',
    name: 'Priya Consultant',
    email: 'priya.consultant@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    manager_id: MANNY_MANAGER_ID,
    office: 'pune',
  },
  // A consultant of Parker Partner's, placed C2C with Contoso Retail: Parker is paid for her hours by
  // vendor bills (docs/product.md#pay-and-margin).
  {
    id: CASEY_CONTRACTOR_ID,
    phone: '+12015550130',
    name: 'Casey Contractor',
    email: 'casey.contractor@example.com',
    user_type: USER_TYPES.employee,
    company_name: null,
    created_at: SEEDED_AT,
    manager_id: MANNY_MANAGER_ID,
  },
];

type SeedJob = Omit<
  C2CJobsTable,
  'removed' | 'created_by' | 'updated_at' | 'closed_at' | 'closed_by' | 'end_client' | 'client_id'
> & { end_client?: string; client_id?: string };

export const DEMO_JOBS: SeedJob[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    job_name: 'senior-data-engineer',
    title: 'Senior Data Engineer',
    location: 'Seattle, WA',
    description:
      'Design and run batch and streaming pipelines on AWS (Glue, Athena, Spark) for a retail analytics platform.',
    skills: 'Python, PySpark, SQL, AWS Glue, Airflow',
    rate: '$75/hr C2C',
    remote: 0,
    posted_on: '2026-11-02',
    end_client: 'Contoso Retail',
    // DEMO_CLIENTS' Contoso Retail: the job names the client it bills.
    client_id: '00000000-0000-4000-8000-00000000b001',
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    job_name: 'databricks-platform-engineer',
    title: 'Databricks Platform Engineer',
    location: 'Remote (US)',
    description:
      'Build a lakehouse on Databricks with Unity Catalog, Delta Live Tables and CI/CD for notebooks.',
    skills: 'Databricks, Delta Lake, Scala, Terraform',
    rate: '$80/hr C2C',
    remote: 1,
    posted_on: '2026-11-05',
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    job_name: 'full-stack-developer-react-node',
    title: 'Full Stack Developer (React, Node.js)',
    location: 'Bellevue, WA',
    description:
      'Ship features end to end on a TypeScript stack: React front end, Node.js services, PostgreSQL.',
    skills: 'TypeScript, React, Node.js, PostgreSQL',
    rate: '$65/hr C2C',
    remote: 0,
    posted_on: '2026-11-09',
  },
  {
    id: '00000000-0000-4000-8000-000000000104',
    job_name: 'dynamics-365-crm-consultant',
    title: 'Microsoft Dynamics 365 CRM Consultant',
    location: 'Austin, TX',
    description:
      'Configure and extend Dynamics 365 Sales and Customer Service; plugins, Power Automate, data migration.',
    skills: 'Dynamics 365, C#, Power Platform, Dataverse',
    rate: '$70/hr C2C',
    remote: 1,
    posted_on: '2026-11-12',
  },
  {
    id: '00000000-0000-4000-8000-000000000105',
    job_name: 'snowflake-data-architect',
    title: 'Snowflake Data Architect',
    location: 'Phoenix, AZ',
    description:
      'Lead the move of an on-premises warehouse to Snowflake; data modelling, dbt, cost governance.',
    skills: 'Snowflake, dbt, SQL, Data Governance',
    rate: '$90/hr C2C',
    remote: 0,
    posted_on: '2026-11-16',
  },
  {
    id: '00000000-0000-4000-8000-000000000106',
    job_name: 'power-bi-developer',
    title: 'Power BI Developer',
    location: 'Remote (US)',
    description: 'Model semantic layers and build executive dashboards in Power BI on top of Azure Synapse.',
    skills: 'PowerBI, DAX, Azure Synapse, SQL',
    rate: '$60/hr C2C',
    remote: 1,
    posted_on: '2026-11-18',
  },
];

/** The five sample bench candidates of the original candidate search (docs/product.md#pages). */
/** Seeded published (db/seed.ts). */
export const DEMO_BENCH_CANDIDATES: Array<
  Omit<
    BenchCandidatesTable,
    'published_at' | 'published_by' | 'sent_back_at' | 'sent_back_by' | 'sent_back_reason'
  >
> = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    owner_user_id: null,
    title: 'Data Engineer',
    name: 'Ravi K.',
    experience: '8 Years',
    location: 'Dallas, TX',
    visa_status: '166110001', // H1B
    skills: 'Python, PySpark, AWS Glue, Snowflake',
    email: null,
    phone: null,
    created_at: SEEDED_AT,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    owner_user_id: null,
    title: 'Java Full Stack Developer',
    name: 'Anita S.',
    experience: '10 Years',
    location: 'Seattle, WA',
    visa_status: '166110003', // GC
    skills: 'Java, Spring Boot, React, AWS',
    email: null,
    phone: null,
    created_at: SEEDED_AT,
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    owner_user_id: null,
    title: 'Microsoft Dynamics CRM Developer',
    name: 'Mohammed A.',
    experience: '7 Years',
    location: 'Chicago, IL',
    visa_status: '166110008', // H4 EAD
    skills: 'Dynamics 365, C#, Power Automate',
    email: null,
    phone: null,
    created_at: SEEDED_AT,
  },
  {
    id: '00000000-0000-4000-8000-000000000204',
    owner_user_id: null,
    title: 'Power BI Developer',
    name: 'Sravani P.',
    experience: '6 Years',
    location: 'Phoenix, AZ',
    visa_status: '166110005', // OPT
    skills: 'PowerBI, DAX, SQL, Azure Synapse',
    email: null,
    phone: null,
    created_at: SEEDED_AT,
  },
  {
    id: '00000000-0000-4000-8000-000000000205',
    owner_user_id: null,
    title: 'DevOps Engineer',
    name: 'Kevin L.',
    experience: '9 Years',
    location: 'Remote',
    visa_status: '166110007', // US Citizen
    skills: 'Jenkins, Git, Terraform, Kubernetes',
    email: null,
    phone: null,
    created_at: SEEDED_AT,
  },
];

export const DEMO_PROPERTIES: PropertiesTable[] = [
  [
    '301',
    33.4484,
    -112.074,
    'Desert Bloom Residences',
    'Sonoran Homes',
    'Phoenix',
    'AZ',
    '85004',
    '120 N Central Ave',
  ],
  [
    '302',
    32.2226,
    -110.9747,
    'Saguaro Ridge',
    'Catalina Builders',
    'Tucson',
    'AZ',
    '85701',
    '45 E Broadway Blvd',
  ],
  [
    '303',
    36.1699,
    -115.1398,
    'Neon Heights Lofts',
    'Silver State Development',
    'Las Vegas',
    'NV',
    '89101',
    '300 Fremont St',
  ],
  [
    '304',
    35.0844,
    -106.6504,
    'Rio Grande Commons',
    'Sandia Homes',
    'Albuquerque',
    'NM',
    '87102',
    '201 3rd St NW',
  ],
  [
    '305',
    32.7157,
    -117.1611,
    'Harborview Terraces',
    'Pacific Crest Builders',
    'San Diego',
    'CA',
    '92101',
    '600 W Broadway',
  ],
  [
    '306',
    33.8303,
    -116.5453,
    'Palm Canyon Villas',
    'Coachella Valley Homes',
    'Palm Springs',
    'CA',
    '92262',
    '155 S Palm Canyon Dr',
  ],
  [
    '307',
    37.0965,
    -113.5684,
    'Red Rock Vista',
    'Zion Peak Builders',
    'St. George',
    'UT',
    '84770',
    '86 S Main St',
  ],
  [
    '308',
    31.7619,
    -106.485,
    'Franklin Mountain Estates',
    'Chihuahuan Builders',
    'El Paso',
    'TX',
    '79901',
    '222 N Kansas St',
  ],
].map(([id, latitude, longitude, name, builder, city, state, zip, street]) => ({
  id: `00000000-0000-4000-8000-000000000${String(id)}`,
  latitude: Number(latitude),
  longitude: Number(longitude),
  property_name: String(name),
  builder: String(builder),
  hyperlink: `https://properties.example.com/${String(name).toLowerCase().replaceAll(' ', '-')}`,
  street: String(street),
  city: String(city),
  state: String(state),
  zip_code: String(zip),
}));

export const DEMO_REALTOR_LEADS: RealtorLeadsTable[] = [
  [
    '401',
    33.4942,
    -111.9261,
    'Maria Lopez',
    '+1 480 555 0140',
    '7014 E Camelback Rd, Scottsdale, AZ 85251',
    685000,
    'Camelback Realty',
    'New',
  ],
  [
    '402',
    36.0395,
    -114.9817,
    'James Carter',
    '+1 702 555 0141',
    '2500 Anthem Village Dr, Henderson, NV 89052',
    512000,
    'Desert Sun Realtors',
    'Contacted',
  ],
  [
    '403',
    35.687,
    -105.9378,
    'Elena Ortiz',
    '+1 505 555 0142',
    '100 W San Francisco St, Santa Fe, NM 87501',
    745000,
    'Adobe Properties',
    'Qualified',
  ],
  [
    '404',
    33.1959,
    -117.3795,
    'Noah Kim',
    '+1 760 555 0143',
    '300 N Coast Hwy, Oceanside, CA 92054',
    990000,
    'Coastline Homes',
    'New',
  ],
  [
    '405',
    34.54,
    -112.4685,
    'Grace Patel',
    '+1 928 555 0144',
    '120 S Cortez St, Prescott, AZ 86303',
    430000,
    'Highland Realty Group',
    'Closed',
  ],
  [
    '406',
    32.3199,
    -106.7637,
    'Luis Romero',
    '+1 575 555 0145',
    '225 N Main St, Las Cruces, NM 88001',
    298000,
    'Mesilla Valley Realty',
    'Contacted',
  ],
].map(([id, latitude, longitude, name, phone, address, price, company, status]) => ({
  id: `00000000-0000-4000-8000-000000000${String(id)}`,
  latitude: Number(latitude),
  longitude: Number(longitude),
  realtor_name: String(name),
  realtor_phone: String(phone),
  url: `https://realtors.example.com/${String(name).toLowerCase().replaceAll(' ', '-')}`,
  address: String(address),
  price: Number(price),
  realtor_company: String(company),
  status: String(status),
}));

type CatalogueSkill = (typeof SKILL_CATALOGUE)[number]['skills'][number];

/**
 * The know-your-worth rate card's starting point: a junior contract rate per skill (US dollars per hour,
 * market-like sample values) that the bands of years build on. Typed by the catalogue, so a skill added to
 * it cannot be left without a rate.
 */
const ENTRY_RATES: Record<CatalogueSkill, number> = {
  java: 45,
  python: 45,
  'c#': 45,
  PySpark: 55,
  Scala: 55,
  Presto: 50,
  Hive: 45,
  Go: 50,
  Ruby: 45,
  Rust: 55,
  SQL: 35,
  NoSQL: 40,
  'Amazon Glue': 50,
  DataBricks: 55,
  'Apache Spark': 55,
  'Snowflakes Data cloud': 55,
  "Amazon's Athena": 45,
  QuickSight: 40,
  'Linux Bash': 35,
  'Power Shell': 35,
  'Type Script': 40,
  'Java Script': 40,
  "Python's Libraries Numpy": 45,
  SciPy: 45,
  Pandas: 45,
  'sci-kit': 50,
  'Jupiter Notebooks': 40,
  'online Cloud Notebooks': 40,
  PowerBI: 40,
  Tableau: 40,
  'Google Looker': 40,
  'Azure Synapse': 50,
  Jenkins: 40,
  Git: 35,
  GitLabs: 40,
  DataOps: 50,
  'Data Governance': 50,
};

/** Bands of years and what each adds to the entry rate, bottom and top of the range. */
const YEAR_BANDS: Array<{ minYears: number; maxYears: number | null; low: number; high: number }> = [
  { minYears: 0, maxYears: 2, low: 0, high: 15 },
  { minYears: 3, maxYears: 5, low: 15, high: 30 },
  { minYears: 6, maxYears: 9, low: 30, high: 50 },
  { minYears: 10, maxYears: null, low: 50, high: 75 },
];

/** Every skill of the catalogue with its four bands ("$45–$60/hr" for 0–2 years of python). */
export const DEMO_RATE_CARD: Array<{ skill: string; bands: RateCardBand[] }> = Object.entries(
  ENTRY_RATES,
).map(([skill, entry]) => ({
  skill,
  bands: YEAR_BANDS.map((band) => ({
    minYears: band.minYears,
    maxYears: band.maxYears,
    rateMin: entry + band.low,
    rateMax: entry + band.high,
  })),
}));

/**
 * The demo projects, and who each is assigned to when the seed adds it: Dana Employee's time sheets choose
 * from "Retail analytics" and "Internal training".
 */
export const DEMO_PROJECTS: Array<ProjectsTable & { assignees: string[] }> = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Retail analytics',
    name_key: 'retail analytics',
    created_at: SEEDED_AT,
    created_by: null,
    assignees: [DANA_EMPLOYEE_ID],
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    name: 'Internal training',
    name_key: 'internal training',
    created_at: SEEDED_AT,
    created_by: null,
    assignees: [DANA_EMPLOYEE_ID],
  },
];

/**
 * The demo applicant: applied to the Senior Data Engineer job with a PDF resume (assets/demo-resume.pdf) whose
 * text names "Kinesis", a word no other demo record holds: the talent search finds her by it once the resume
 * is read.
 */
export const DEMO_APPLICATION = {
  id: '00000000-0000-4000-8000-000000000301',
  job_name: 'senior-data-engineer',
  first_name: 'Maya',
  last_name: 'Lindqvist',
  email: 'maya.lindqvist@example.com',
  phone: '+12065550143',
  linkedin_url: '',
  visa_status: 166110001, // H1B
  resume_original_name: 'Maya-Lindqvist-resume.pdf',
  resume_mime_type: 'application/pdf',
} as const;

/** The demo applicant's resume, beside the API's code (src/db and dist/db alike). */
export const DEMO_RESUME_FILE = new URL('../../assets/demo-resume.pdf', import.meta.url);

/**
 * Billing's demo (docs/product.md#billing): Contoso Retail (Seattle, USD) with Dana Employee on "Retail
 * analytics" at $95/h bill and $70/h pay, Deccan Logistics (Pune, INR, Maharashtra) with Priya Consultant on
 * "Logistics platform", and three approved weeks of each, so that "Generate invoices" has hours to bill.
 */
export const DEMO_CLIENTS: ClientsTable[] = [
  {
    id: '00000000-0000-4000-8000-00000000b001',
    name: 'Contoso Retail',
    name_key: 'contoso retail',
    billing_emails: 'ap@contoso.example',
    address: '100 Market Street, Seattle, WA 98101, USA',
    country: 'US',
    state: 'WA',
    gstin: null,
    sac: '998314',
    entity: 'seattle',
    currency: 'USD',
    payment_terms_days: 30,
    invoice_period: 'monthly',
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    created_by: null,
    generated_at: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000b002',
    name: 'Deccan Logistics Pvt Ltd',
    name_key: 'deccan logistics pvt ltd',
    billing_emails: 'accounts@deccanlogistics.example',
    address: 'Plot 12, MIDC Bhosari, Pune, Maharashtra 411026, India',
    country: 'IN',
    state: 'Maharashtra',
    gstin: '27AAACD1234E1Z2',
    sac: '998314',
    entity: 'pune',
    currency: 'INR',
    payment_terms_days: 30,
    invoice_period: 'monthly',
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    created_by: null,
    generated_at: null,
  },
];

const DEMO_C2C_PLACEMENT_ID = '00000000-0000-4000-8000-00000000c003';

// Older than any week the time-sheet tests write (at most eight weeks back).
const DEMO_BILLING_START = '2026-08-31';

export const DEMO_PLACEMENTS: Array<
  Omit<PlacementsTable, 'cost_rate'> & { cost_rate: number | null; billRate: number; payRate: number }
> = [
  {
    id: '00000000-0000-4000-8000-00000000c001',
    client_id: '00000000-0000-4000-8000-00000000b001',
    user_id: DANA_EMPLOYEE_ID,
    project: 'Retail analytics',
    project_key: 'retail analytics',
    pay_type: 'w2',
    vendor_user_id: null,
    start_date: DEMO_BILLING_START,
    end_date: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    created_by: null,
    cost_rate: null,
    billRate: 9500,
    payRate: 7000,
  },
  {
    id: '00000000-0000-4000-8000-00000000c002',
    client_id: '00000000-0000-4000-8000-00000000b002',
    user_id: PRIYA_CONSULTANT_ID,
    project: 'Logistics platform',
    project_key: 'logistics platform',
    pay_type: 'salaried',
    vendor_user_id: null,
    start_date: DEMO_BILLING_START,
    end_date: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    created_by: null,
    // ₹3,500/h bill, ₹1,800/h cost.
    cost_rate: 180_000,
    billRate: 350_000,
    payRate: 180_000,
  },
  {
    id: DEMO_C2C_PLACEMENT_ID,
    client_id: '00000000-0000-4000-8000-00000000b001',
    user_id: CASEY_CONTRACTOR_ID,
    project: 'Checkout redesign',
    project_key: 'checkout redesign',
    pay_type: 'c2c',
    vendor_user_id: PARKER_PARTNER_ID,
    start_date: DEMO_BILLING_START,
    end_date: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    created_by: null,
    cost_rate: null,
    // $110/h bill, $85/h paid to Parker Partner.
    billRate: 11_000,
    payRate: 8500,
  },
];

/**
 * Parker Partner's paid vendor bill of Casey Contractor's first two approved weeks (40 h each at $85/h), so
 * that Vendor bills and Parker's Bills page show one on a fresh start; her third week waits for "Generate
 * vendor bills".
 */
export const DEMO_VENDOR_BILL = {
  id: '00000000-0000-4000-8000-0000000a5001',
  vendorUserId: PARKER_PARTNER_ID,
  placementId: DEMO_C2C_PLACEMENT_ID,
  userId: CASEY_CONTRACTOR_ID,
  userName: 'Casey Contractor',
  project: 'Checkout redesign',
  weeks: ['2026-08-31', '2026-09-07'],
  periodEnd: '2026-09-13',
  payRate: 8500,
  paidAt: '2026-09-20T17:00:00.000Z',
};

/** The demo consultants' approved weeks (Mondays), 8 hours Monday to Friday on their placement's project. */
export const DEMO_APPROVED_WEEKS = ['2026-08-31', '2026-09-07', '2026-09-14'];
