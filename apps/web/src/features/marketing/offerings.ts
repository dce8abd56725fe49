import { paths } from '../../config/paths';

/** The service offerings on /products; ids are in-page anchors (the practice ids are linked from home). */
export interface Offering {
  id: string;
  practice: string;
  name: string;
  summary: string;
  deliverables: string[];
  engagement: string;
  technologies: string[];
  action: { label: string; href: string };
}

const consultation = { label: 'Get a free consultation', href: paths.freeConsultation() };

export const OFFERINGS: Offering[] = [
  {
    id: 'data-engineering',
    practice: 'Data Engineering',
    name: 'Data Platform Modernisation',
    summary:
      'Move from nightly batch jobs and scattered spreadsheets to one governed lakehouse that serves reporting, analytics and machine learning from the same trusted data.',
    deliverables: [
      'Assessment of your current sources, pipelines, costs and skills',
      'Target architecture on Databricks, Microsoft Fabric, Snowflake or AWS',
      'Ingestion and transformation pipelines with automated tests',
      'Data quality checks, lineage and access controls',
      'Migration of legacy warehouses and Hadoop clusters',
    ],
    engagement: 'A two-week assessment, then a first production use case within eight to twelve weeks.',
    technologies: ['Apache Spark', 'Delta Lake', 'Apache Iceberg', 'dbt', 'Airflow', 'Kafka', 'Terraform'],
    action: consultation,
  },
  {
    id: 'data-operations',
    practice: 'Data Engineering',
    name: 'Managed Data Operations',
    summary:
      'We keep your pipelines healthy around the clock from Seattle and Pune, so your team can focus on new work instead of fixing last night’s failures.',
    deliverables: [
      'Monitoring and alerting for pipelines, freshness and data quality',
      'Incident response with agreed service levels',
      'Monthly cloud cost reviews and optimisation',
      'Runbooks, documentation and quarterly platform health reports',
    ],
    engagement: 'A monthly subscription sized to the number of pipelines and the support hours you need.',
    technologies: ['Azure Monitor', 'CloudWatch', 'Great Expectations', 'OpenLineage', 'PagerDuty'],
    action: consultation,
  },
  {
    id: 'full-stack-development',
    practice: 'Full Stack Development',
    name: 'Full Stack Product Development',
    summary:
      'Customer portals, internal tools and data products, designed, built and tested by one team from the database to the browser.',
    deliverables: [
      'Product discovery, user journeys and clickable prototypes',
      'React and TypeScript front ends that meet accessibility standards',
      'APIs and integrations with your CRM, ERP and data platform',
      'Automated tests, CI/CD pipelines and cloud hosting',
    ],
    engagement: 'Fixed-scope projects or a dedicated squad working in two-week sprints.',
    technologies: ['React', 'TypeScript', 'Node.js', '.NET', 'PostgreSQL', 'Azure', 'AWS'],
    action: consultation,
  },
  {
    id: 'microsoft-dynamics',
    practice: 'Microsoft Dynamics',
    name: 'Microsoft Dynamics 365 Implementation',
    summary:
      'Dynamics 365 set up around how your teams sell, serve and account, connected to the rest of your systems and to your data platform.',
    deliverables: [
      'Dynamics 365 Sales, Customer Service and Finance & Operations configuration',
      'Data migration from legacy CRM and ERP systems',
      'Power Apps and Power Automate extensions',
      'Power BI reporting on Dataverse and your lakehouse',
      'Training, go-live support and upgrades',
    ],
    engagement: 'Phased implementations, starting with the process that hurts most.',
    technologies: ['Dynamics 365', 'Dataverse', 'Power Platform', 'Power BI', 'Azure Integration Services'],
    action: consultation,
  },
  {
    id: 'consultant-staffing',
    practice: 'Staffing',
    name: 'Consultant Staffing',
    summary:
      'Pre-screened data engineers, full stack developers and Dynamics consultants, available on contract or corp-to-corp, often within a week.',
    deliverables: [
      'A bench hot list of available consultants with verified skills',
      'Technical screening by our senior engineers',
      'Contract, C2C and contract-to-hire options',
      'One point of contact for onboarding, time sheets and invoicing',
    ],
    engagement: 'From a single consultant for a sprint to a full team for a multi-year programme.',
    technologies: ['Data engineering', 'Full stack', 'Dynamics 365', 'Cloud', 'DevOps'],
    action: { label: 'Search our bench hot list', href: paths.candidateSearch() },
  },
];

export const ENGAGEMENT_MODELS = [
  {
    name: 'Fixed-scope project',
    text: 'A clear outcome, a fixed price and a delivery date, agreed after a short discovery.',
    bestFor: 'Best for assessments, migrations and well-defined builds.',
  },
  {
    name: 'Dedicated team',
    text: 'A cross-functional squad led by a SmartMove lead, working on your priorities sprint by sprint.',
    bestFor: 'Best for evolving products and platform programmes.',
  },
  {
    name: 'Staff augmentation',
    text: 'Individual consultants who join your team, follow your processes and report to your managers.',
    bestFor: 'Best for filling skill gaps quickly.',
  },
] as const;
