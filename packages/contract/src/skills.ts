/** The know-your-worth skill catalogue, 8 categories (docs/product.md#records), names kept verbatim. */
export const SKILL_CATALOGUE = [
  {
    category: 'Programming Languages',
    skills: ['java', 'python', 'c#', 'PySpark', 'Scala', 'Presto', 'Hive', 'Go', 'Ruby', 'Rust'],
  },
  { category: 'Database Management', skills: ['SQL', 'NoSQL'] },
  {
    category: 'Cloud Implementations',
    skills: [
      'Amazon Glue',
      'DataBricks',
      'Apache Spark',
      'Snowflakes Data cloud',
      "Amazon's Athena",
      'QuickSight',
    ],
  },
  { category: 'Scripting', skills: ['Linux Bash', 'Power Shell', 'Type Script', 'Java Script'] },
  {
    category: 'Machine Learning And AI',
    skills: [
      "Python's Libraries Numpy",
      'SciPy',
      'Pandas',
      'sci-kit',
      'Jupiter Notebooks',
      'online Cloud Notebooks',
    ],
  },
  { category: 'Visualisation', skills: ['PowerBI', 'Tableau', 'Google Looker', 'Azure Synapse'] },
  { category: 'Devops', skills: ['Jenkins', 'Git', 'GitLabs', 'DataOps', 'Data Governance'] },
  { category: 'Others', skills: ['Jenkins', 'Git'] },
] as const;

export type SkillCategory = (typeof SKILL_CATALOGUE)[number]['category'];
export const SKILL_CATEGORIES = SKILL_CATALOGUE.map((group) => group.category) as [
  SkillCategory,
  ...SkillCategory[],
];

export function isSkillInCategory(skill: string, category: string): boolean {
  const group = SKILL_CATALOGUE.find((entry) => entry.category === category);
  return group !== undefined && (group.skills as readonly string[]).includes(skill);
}
