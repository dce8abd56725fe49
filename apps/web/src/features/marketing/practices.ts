/** The three practices of the company (docs/product.md#what-it-is), shown on the home page and /products. */
export interface Practice {
  id: 'data-engineering' | 'full-stack-development' | 'microsoft-dynamics';
  title: string;
  summary: string;
  highlights: string[];
}

export const PRACTICES: Practice[] = [
  {
    id: 'data-engineering',
    title: 'Data Engineering',
    summary:
      'Modern data platforms on AWS, Azure and Databricks: ingestion, lakehouse modelling, streaming and governance, built to be trusted and affordable to run.',
    highlights: [
      'Lakehouse and warehouse design',
      'Batch and streaming pipelines',
      'Data quality, lineage and governance',
      'Cloud migration and cost optimisation',
    ],
  },
  {
    id: 'full-stack-development',
    title: 'Full Stack Development',
    summary:
      'Web applications and APIs that put your data to work: React front ends, TypeScript and .NET services, automated tests and cloud-native delivery.',
    highlights: [
      'React and TypeScript front ends',
      'APIs, integrations and microservices',
      'CI/CD and infrastructure as code',
      'Accessible, fast user interfaces',
    ],
  },
  {
    id: 'microsoft-dynamics',
    title: 'Microsoft Dynamics',
    summary:
      'Dynamics 365 Sales, Customer Service and Finance & Operations implementations, connected to your data platform and extended with the Power Platform.',
    highlights: [
      'Dynamics 365 CE and F&O implementation',
      'Data migration and integration',
      'Power Apps, Power Automate and Power BI',
      'Upgrades, support and training',
    ],
  },
];
