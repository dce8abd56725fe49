import type { Random } from './seed-volume.js';

/**
 * Resumes of realistic length and vocabulary for the talent search bench (cli/seed-talent.ts): 400–900 words
 * of a summary, skills, three to five jobs of bullet points and an education, from a seeded generator. The
 * words the bench searches for are planted at known rates (PLANTED) and appear nowhere else in the text, so
 * that the seed can tell how many resumes each search must find.
 */

/** What the bench searches for, each planted in this share of the resumes. */
export const PLANTED = {
  python: 0.4,
  kubernetes: 0.15,
  spark: 0.08,
  'data pipeline': 0.06,
  intern: 0.04,
  databricks: 0.03,
  'machine learning': 0.1,
  snowflake: 0.01,
  fortran: 0.001,
  zanzibar: 0.0001,
} as const;
export type PlantedTerm = keyof typeof PLANTED;

/** Where a planted term goes in a resume: a sentence that reads naturally around it. */
const PLANTED_SENTENCES: Record<PlantedTerm, readonly string[]> = {
  python: ['Wrote Python services and tooling for the team.', 'Automated reporting with Python scripts.'],
  kubernetes: [
    'Deployed the services on Kubernetes clusters.',
    'Ran workloads on Kubernetes with Helm charts.',
  ],
  spark: ['Tuned Spark jobs over billions of events.', 'Built batch jobs in Spark for the finance team.'],
  'data pipeline': [
    'Owned the data pipeline that fed the reporting warehouse.',
    'Rebuilt a nightly data pipeline as an incremental one.',
  ],
  intern: ['Started as an intern in the platform group.', 'Mentored a summer intern on testing.'],
  databricks: ['Moved notebooks and jobs to Databricks.', 'Administered the Databricks workspace.'],
  'machine learning': [
    'Put machine learning models for churn into production.',
    'Worked with the machine learning team on feature stores.',
  ],
  snowflake: ['Modelled the sales marts in Snowflake.', 'Cut Snowflake credits by a third.'],
  fortran: ['Ported a Fortran solver to modern code.', 'Maintained legacy Fortran numerical routines.'],
  zanzibar: [
    'Designed authorization after the Zanzibar model.',
    'Implemented Zanzibar style relation tuples.',
  ],
};

const TECH = [
  'Java', 'TypeScript', 'JavaScript', 'Go', 'Rust', 'Scala', 'Kotlin', 'C#', 'C++', 'Ruby', 'PHP', 'SQL',
  'React', 'Angular', 'Vue', 'Node.js', 'Express', 'Django', 'Flask', 'Spring Boot', 'Hibernate', '.NET',
  'PostgreSQL', 'MySQL', 'Oracle', 'SQL Server', 'MongoDB', 'Cassandra', 'Redis', 'Elasticsearch', 'DynamoDB',
  'Kafka', 'RabbitMQ', 'Airflow', 'dbt', 'Hadoop', 'Hive', 'Presto', 'Flink', 'Beam', 'Tableau', 'Power BI',
  'Looker', 'AWS', 'Azure', 'GCP', 'Lambda', 'S3', 'EC2', 'BigQuery', 'Redshift', 'Terraform', 'Ansible',
  'Docker', 'Helm', 'Jenkins', 'GitHub Actions', 'GitLab CI', 'Prometheus', 'Grafana', 'Datadog', 'Splunk',
  'OpenTelemetry', 'gRPC', 'GraphQL', 'REST', 'OAuth', 'SAML', 'Linux', 'Bash', 'PowerShell', 'Selenium',
  'Cypress', 'Playwright', 'JUnit', 'pytest', 'Jest', 'Salesforce', 'SAP', 'ServiceNow', 'Workday', 'Jira',
  'Confluence', 'TensorFlow', 'PyTorch', 'pandas', 'NumPy', 'scikit-learn', 'R', 'MATLAB', 'SAS', 'Excel',
  'Informatica', 'Talend', 'SSIS', 'Cognos', 'MicroStrategy', 'Snowpipe', 'Iceberg', 'Delta Lake', 'Parquet',
  'Avro', 'Protobuf', 'Nginx', 'Envoy', 'Istio', 'Vault', 'Consul', 'Nomad', 'OpenShift', 'VMware', 'Citrix',
  'Cisco', 'Juniper', 'Palo Alto', 'CrowdStrike', 'Okta', 'Active Directory', 'SharePoint', 'Dynamics 365',
  'COBOL', 'Mainframe', 'JCL', 'DB2', 'CICS', 'Swift', 'Objective-C', 'Android', 'iOS', 'Flutter', 'Unity',
]; // prettier-ignore
const VERBS = [
  'Designed', 'Built', 'Led', 'Migrated', 'Automated', 'Delivered', 'Maintained', 'Refactored', 'Scaled',
  'Implemented', 'Optimized', 'Integrated', 'Modernized', 'Documented', 'Tested', 'Deployed', 'Monitored',
  'Secured', 'Reviewed', 'Coordinated', 'Launched', 'Stabilized', 'Analyzed', 'Reduced', 'Improved',
]; // prettier-ignore
const ADJECTIVES = [
  'scalable', 'resilient', 'distributed', 'event-driven', 'secure', 'customer-facing', 'internal', 'real-time',
  'batch', 'multi-tenant', 'regulated', 'high-volume', 'legacy', 'cloud-native', 'cross-platform', 'hybrid',
]; // prettier-ignore
const NOUNS = [
  'microservices', 'APIs', 'dashboards', 'reports', 'workflows', 'integrations', 'data models', 'ETL jobs',
  'test suites', 'deployment scripts', 'monitoring', 'access controls', 'billing systems', 'payment flows',
  'search features', 'mobile apps', 'web portals', 'batch processes', 'message queues', 'warehouses',
  'release processes', 'incident runbooks', 'schemas', 'caches', 'admin tools', 'onboarding flows',
]; // prettier-ignore
const DOMAINS = [
  'retail', 'banking', 'insurance', 'healthcare', 'telecom', 'logistics', 'energy', 'media', 'travel',
  'pharmaceuticals', 'public sector', 'e-commerce', 'manufacturing', 'automotive', 'education', 'gaming',
]; // prettier-ignore
const OUTCOMES = [
  'cutting latency by {n}%', 'saving {n} hours a month', 'raising test coverage to {n}%',
  'serving {n} thousand users a day', 'reducing cloud costs by {n}%', 'with zero downtime',
  'ahead of the regulatory deadline', 'reducing incidents by {n}%', 'for {n} business units',
]; // prettier-ignore
const TITLES = [
  'Software Engineer', 'Senior Software Engineer', 'Data Engineer', 'DevOps Engineer', 'QA Analyst',
  'Business Analyst', 'Solutions Architect', 'Cloud Engineer', 'Full Stack Developer', 'Database Administrator',
  'Site Reliability Engineer', 'Project Manager', 'Salesforce Developer', 'Network Engineer', 'Data Analyst',
]; // prettier-ignore
const COMPANY_PARTS = [
  ['Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Acme', 'Hooli', 'Vandelay',
   'Tyrell', 'Cyberdyne', 'Soylent', 'Wonka', 'Gringotts', 'Oscorp', 'Pied Piper', 'Aperture', 'Massive'],
  ['Systems', 'Financial', 'Health', 'Logistics', 'Retail', 'Energy', 'Labs', 'Insurance', 'Media', 'Group'],
] as const; // prettier-ignore
const CITIES = [
  'Seattle', 'Bellevue', 'Redmond', 'Austin', 'Dallas', 'Chicago', 'Atlanta', 'Charlotte', 'Phoenix', 'Denver',
  'Newark', 'Edison', 'Pune', 'Hyderabad', 'Bengaluru', 'Chennai', 'Toronto', 'Boston', 'Columbus', 'Tampa',
]; // prettier-ignore
const DEGREES = [
  'Bachelor of Engineering',
  'Bachelor of Science',
  'Master of Science',
  'Master of Computer Applications',
];
const FIELDS = [
  'Computer Science',
  'Information Technology',
  'Electronics',
  'Mathematics',
  'Statistics',
  'Physics',
];

/** A tech term, the first ones likelier (a rough Zipf law, as in real resumes). */
function tech(random: Random): string {
  return TECH[Math.floor(TECH.length * random.next() ** 2)] as string;
}

function company(random: Random): string {
  return `${random.pick(COMPANY_PARTS[0])} ${random.pick(COMPANY_PARTS[1])}`;
}

function bullet(random: Random): string {
  const outcome = random.pick(OUTCOMES).replace('{n}', String(5 + random.int(80)));
  return (
    `${random.pick(VERBS)} ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} for a ${random.pick(DOMAINS)} ` +
    `client using ${tech(random)} and ${tech(random)}, ${outcome}.`
  );
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export interface GeneratedResume {
  text: string;
  words: number;
  planted: Set<PlantedTerm>;
}

/** One resume: its text, its length in words and the planted terms it holds. */
export function generateResume(random: Random, name: string, title: string): GeneratedResume {
  const planted = new Set(
    (Object.keys(PLANTED) as PlantedTerm[]).filter((term) => random.next() < PLANTED[term]),
  );
  const target = 400 + random.int(501);
  const city = random.pick(CITIES);
  const years = 3 + random.int(18);
  const skills = [...new Set(Array.from({ length: 12 + random.int(16) }, () => tech(random)))];
  const jobs: { header: string; bullets: string[] }[] = [];
  const jobCount = 3 + random.int(3);
  let year = 2026;
  for (let index = 0; index < jobCount; index += 1) {
    const from = year - 1 - random.int(4);
    jobs.push({
      header: `${index === 0 ? title : random.pick(TITLES)}, ${company(random)}, ${city}, ${from}–${index === 0 ? 'present' : year}`,
      bullets: [],
    });
    year = from;
  }
  const head =
    `${name}\n${title} · ${city}\n\nSummary\n${title} with ${years} years in ${random.pick(DOMAINS)} and ` +
    `${random.pick(DOMAINS)}, working mostly with ${tech(random)}, ${tech(random)} and ${tech(random)}. ` +
    `${bullet(random)}\n\nSkills\n${skills.join(', ')}\n\nExperience\n`;
  const education =
    `\nEducation\n${random.pick(DEGREES)} in ${random.pick(FIELDS)}, ${random.pick(CITIES)} University, ` +
    `${year - 1 - random.int(3)}\n\nCertifications\n${tech(random)} certified professional; ${tech(random)} associate.`;
  let words = wordCount(head) + wordCount(education) + wordCount(jobs.map((job) => job.header).join(' '));
  for (const term of planted) {
    const sentence = random.pick(PLANTED_SENTENCES[term]);
    random.pick(jobs).bullets.push(sentence);
    words += wordCount(sentence);
  }
  while (words < target) {
    const line = bullet(random);
    const job = jobs[Math.min(jobs.length - 1, Math.floor(jobs.length * random.next() ** 1.5))];
    job?.bullets.push(line);
    words += wordCount(line);
  }
  for (const job of jobs) {
    // Planted sentences land anywhere in their job, not always first.
    job.bullets.sort(() => random.next() - 0.5);
  }
  const experience = jobs.map(
    (job) => `${job.header}\n${job.bullets.map((line) => `- ${line}`).join('\n')}\n`,
  );
  const text = `${head}${experience.join('\n')}${education}`;
  return { text, words: wordCount(text), planted };
}
