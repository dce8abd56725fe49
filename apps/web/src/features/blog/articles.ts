/**
 * The three data-engineering blog articles (docs/product.md#what-it-is, #pages: /blog/the-future-of-data-engineering,
 * /blog/10-essential-skills-of-data-engineer, /blog/how-to-start-a-careeer-in-data-engineering).
 * The slugs are fixed by the spec, typo included. Article pages render `blocks` in order.
 */

export interface ArticleBlock {
  type: 'paragraph' | 'heading' | 'list';
  /** Text of a paragraph or heading. */
  text?: string;
  /** Items of a list. */
  items?: string[];
}

export interface Article {
  slug:
    | 'the-future-of-data-engineering'
    | '10-essential-skills-of-data-engineer'
    | 'how-to-start-a-careeer-in-data-engineering';
  title: string;
  description: string;
  author: string;
  authorRole: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  blocks: ArticleBlock[];
}

const AARAV = { author: 'Aarav Mehta', authorRole: 'Founder & Principal Data Engineer' } as const;
const SARAH = { author: 'Sarah Collins', authorRole: 'Head of Delivery, Microsoft Dynamics' } as const;

const p = (text: string): ArticleBlock => ({ type: 'paragraph', text });
const h = (text: string): ArticleBlock => ({ type: 'heading', text });
const list = (...items: string[]): ArticleBlock => ({ type: 'list', items });

export const ARTICLES: Article[] = [
  {
    slug: 'the-future-of-data-engineering',
    title: 'The Future of Data Engineering',
    description:
      'Lakehouses, streaming by default, data contracts and AI-assisted pipelines: where data engineering is heading and how teams can prepare for it.',
    ...AARAV,
    publishedOn: '2025-11-18',
    blocks: [
      p(
        "Ten years ago, a data engineer's job was easy to describe: move data from operational systems into a warehouse every night, and make sure the reports were ready by nine in the morning. Today the same title covers streaming platforms, machine learning feature stores, governance programmes, cost management and, increasingly, the data that feeds generative AI. The role has not just grown; it has changed shape.",
      ),
      p(
        'At SmartMove we build and run data platforms for clients in finance, retail, health care, real estate and the public sector. Across those engagements we see the same forces pulling the discipline in the same direction. This article describes the shifts we think matter most over the next few years, and what they mean for the teams that have to live with them.',
      ),
      h('From pipelines to platforms'),
      p(
        'The first generation of modern data teams built pipelines: one job per source, each with its own scheduling, error handling and credentials. That approach does not scale past a few dozen sources. Every new pipeline adds maintenance work, and knowledge ends up locked in the heads of the people who wrote it.',
      ),
      p(
        "The teams that are pulling ahead treat data engineering as platform engineering. They offer internal self-service: a standard way to ingest a new source, a template for a transformation project, shared libraries for testing and observability, and paved roads for deployment. Product teams and analysts build on the platform instead of asking a central team for every change. The central team's job becomes building the platform and keeping it healthy, not writing every pipeline by hand.",
      ),
      p(
        'This is the same journey software engineering made with DevOps and internal developer platforms. Expect to hear more about data platform teams, golden paths and developer experience for data, and expect job descriptions to ask for infrastructure as code and CI/CD skills as often as they ask for SQL.',
      ),
      h('The lakehouse becomes the default'),
      p(
        'For years, organisations ran a data lake for cheap storage and raw files next to a warehouse for fast, governed analytics, and spent a lot of effort copying data between them. Open table formats such as Delta Lake, Apache Iceberg and Apache Hudi changed the economics. They bring transactions, schema evolution and time travel to files in object storage, and every major engine can now read them.',
      ),
      p(
        'The practical result is that the lakehouse is becoming the default architecture for new platforms. Data lands once, in an open format, and several engines query it: Spark for heavy transformation, a SQL warehouse for business intelligence, Python for data science. Because the format is open, switching or adding an engine no longer means a migration project. We expect Iceberg in particular to become a common interchange layer between vendors, which is good news for clients who worry about lock-in.',
      ),
      h('Streaming stops being a special case'),
      p(
        'Batch processing is not going away, but the line between batch and streaming is fading. Customers expect fraud checks in milliseconds, delivery updates in seconds and stock levels that are right now rather than right as of last night. Change data capture tools make it simple to stream every change from an operational database, and platforms such as Kafka, Kinesis and Event Hubs are mature and widely available as managed services.',
      ),
      p(
        'The important shift is in tooling. Engines like Spark Structured Streaming and Flink, and the incremental processing built into modern warehouses, let teams write one piece of logic and run it either incrementally or in batch. That means streaming no longer requires a separate team with separate skills. In the next few years we expect most new pipelines to be incremental by default, with full batch reloads kept for backfills and recovery.',
      ),
      h('Data contracts and quality as code'),
      p(
        'The most common cause of a broken dashboard is not a bug in the pipeline. It is an upstream change nobody announced: a renamed column, a new status value, a field that quietly started arriving empty. As more of the business depends on data, these surprises become too expensive to tolerate.',
      ),
      p(
        'Data contracts are the answer the industry is converging on. A contract is an agreement, written down and checked by machines, between the team that produces a data set and the teams that consume it: the schema, the meaning of each field, the freshness guarantee and the quality rules. Contracts live in version control, are validated in CI and are enforced at runtime. Combined with observability tools that track volume, freshness and distribution, they turn data quality from a heroic effort into an engineering practice.',
      ),
      h('AI changes both the work and the workload'),
      p(
        'Generative AI affects data engineering in two ways. First, it changes the work. Assistants can now draft SQL, write boilerplate transformation code, generate tests and documentation, and explain an unfamiliar pipeline. Used well, they remove a lot of toil. They do not remove the need for judgement: someone still has to know whether the generated join is correct, whether the query will scan a petabyte, and whether the numbers make business sense.',
      ),
      p(
        "Second, it changes the workload. Retrieval-augmented generation, AI agents and fine-tuned models all depend on well-organised, well-governed data, much of it unstructured: documents, emails, call transcripts, images. Data engineers are increasingly asked to build pipelines that chunk and embed documents, maintain vector indexes, track lineage from a source document to a model's answer and enforce access rules so that an assistant never shows one customer another customer's data. The fundamentals are familiar, but the data types and the failure modes are new.",
      ),
      h('Governance, privacy and cost become first-class concerns'),
      p(
        'Regulators, auditors and customers all ask harder questions about data than they used to. Where did this number come from? Who can see this personal data, and why? How long do we keep it? Modern catalogues such as Unity Catalog, Microsoft Purview and open source alternatives make lineage, classification and fine-grained access control part of the platform instead of a spreadsheet maintained by one person.',
      ),
      p(
        'Cost has followed the same path. The elasticity of the cloud made it easy to start and just as easy to overspend. FinOps for data, meaning tagging workloads, attributing spend to teams, right-sizing clusters and designing tables so that queries scan less, is becoming a routine part of the job. In our experience, a few weeks of cost engineering on a mature platform often saves more than it costs within the first quarter.',
      ),
      h('What this means for data teams'),
      p(
        'None of these trends make the fundamentals less important. If anything, they make them more important, because the platform now carries more of the business. For teams planning the next few years, we suggest the following priorities:',
      ),
      list(
        'Standardise on an open table format and treat storage as a shared asset rather than a by-product of one tool.',
        'Build self-service ingestion and transformation templates so that new sources take days, not months.',
        'Make incremental processing the default and keep full reloads for recovery.',
        'Introduce data contracts for the handful of data sets that matter most, then expand.',
        'Invest in lineage, access control and cost visibility before an audit or an invoice forces the issue.',
        'Give engineers time and guidance to use AI assistants safely, with review practices that catch their mistakes.',
      ),
      h('The bottom line'),
      p(
        'The future of data engineering looks less like plumbing and more like product development. The best data engineers will think about their users, measure reliability, automate everything that can be automated and understand the business well enough to know which numbers matter. Tools will keep changing, as they always have. The teams that invest in solid foundations, open standards and good engineering habits will be ready for whatever comes next.',
      ),
      p(
        'If you are planning a new platform or modernising an old one, our data engineering team is happy to share what we have learned from similar projects. A short conversation at the start of a programme often saves months later on.',
      ),
    ],
  },
  {
    slug: '10-essential-skills-of-data-engineer',
    title: '10 Essential Skills of a Data Engineer',
    description:
      'The ten skills we look for when we hire and develop data engineers, from SQL and data modelling to cloud platforms, streaming, testing and communication.',
    ...AARAV,
    publishedOn: '2026-01-20',
    blocks: [
      p(
        'Data engineering sits at the meeting point of software engineering, databases and business analysis. That makes it a rewarding career, but it also makes it hard to know what to learn first. Job descriptions list dozens of tools, and new ones appear every month.',
      ),
      p(
        'At SmartMove we interview and place data engineers every week, and we mentor our own consultants as they grow from junior to principal roles. Over time we have found that the engineers who succeed on client projects share a common set of skills, and that most of those skills outlast any particular tool. Here are the ten we consider essential, roughly in the order we would learn them.',
      ),
      h('1. SQL, and lots of it'),
      p(
        'SQL is the common language of data. Every warehouse, every lakehouse engine and most streaming platforms speak it, and analysts and business users read it. A strong data engineer writes more than simple selects: window functions, common table expressions, complex joins, aggregations over time ranges, and merge statements for incremental loads should all feel routine.',
      ),
      p(
        'Just as important is understanding how a query runs. Learn to read an execution plan, to spot a join that multiplies rows, and to tell why a query scans the whole table instead of a single partition. Those habits save hours of debugging and a lot of cloud spend.',
      ),
      h('2. A programming language, usually Python'),
      p(
        'SQL handles transformation well, but pipelines also need to call APIs, parse files, orchestrate tasks and test code. Python is the default choice in data engineering thanks to its libraries, including pandas, Polars, PySpark and the SDKs of every cloud provider. Scala and Java still matter in some Spark and Kafka shops, and more teams are adopting Rust for performance-critical tools, but Python is the safest first bet.',
      ),
      p(
        'Write Python like a software engineer, not like a script writer: use functions and modules, type hints, virtual environments, linting and unit tests. Code that only runs on your laptop is not a pipeline.',
      ),
      h('3. Data modelling'),
      p(
        'Tools come and go; good data models last for years. Learn dimensional modelling, with facts, dimensions, slowly changing dimensions and grain, and understand when a wide denormalised table is the better answer. Learn the basics of normalisation, so you can read source systems, and the ideas behind Data Vault, which some enterprises use for their integration layer.',
      ),
      p(
        'The real skill is translating a business question into a structure that answers it correctly and efficiently. Ask what the business counts, at what level of detail, and how it changes over time, before you write a single line of code.',
      ),
      h('4. Data warehouses and lakehouses'),
      p(
        'Most data ends up in a warehouse or a lakehouse, so you need to know how they work. Understand columnar storage, partitioning and clustering, file sizes, and the difference between storage and compute. Get hands-on with at least one platform, such as Snowflake, Databricks, BigQuery, Microsoft Fabric or Azure Synapse, and learn an open table format like Delta Lake or Apache Iceberg.',
      ),
      p(
        'Once you know one platform deeply, the others are much easier to pick up, because the underlying ideas are the same.',
      ),
      h('5. Distributed processing with Spark'),
      p(
        'When data outgrows a single machine, distributed engines take over, and Apache Spark remains the most widely used. Learn the DataFrame API and Spark SQL, and then learn what happens underneath: partitions, shuffles, skew, caching and broadcast joins. Most slow Spark jobs are slow for one of a handful of reasons, and an engineer who can recognise them is worth a great deal to any team.',
      ),
      h('6. Orchestration and workflow design'),
      p(
        'Pipelines are made of steps with dependencies, schedules, retries and alerts. Orchestrators such as Apache Airflow, Dagster, Prefect and Azure Data Factory manage them. Learn at least one, and learn the design principles that apply to all of them: tasks should be idempotent so that they can be rerun safely, backfills should be easy, and failures should be visible and actionable.',
      ),
      p(
        'Tools like dbt add another layer, managing SQL transformations as a tested, documented project. Knowing how orchestration and transformation tools fit together is a core part of the job.',
      ),
      h('7. Streaming and event-driven data'),
      p(
        'More and more use cases need data in seconds rather than hours: fraud detection, logistics tracking, personalisation and operational dashboards. Learn the concepts of event streaming with Apache Kafka or a managed equivalent such as Amazon Kinesis or Azure Event Hubs: topics, partitions, consumer groups, offsets and delivery guarantees.',
      ),
      p(
        'Then learn to process streams with Spark Structured Streaming or Apache Flink, including windowing, watermarks and late-arriving data. Change data capture, which streams every change from an operational database, is one of the most common ways streaming enters a project, so it is worth understanding well.',
      ),
      h('8. Cloud platforms and infrastructure as code'),
      p(
        'Almost every data platform we build today runs in the cloud, on Azure, AWS or Google Cloud. You do not need to be a cloud architect, but you should understand object storage, identity and access management, networking basics, managed databases and how the billing model works.',
      ),
      p(
        'Learn to define infrastructure in code with Terraform, Bicep or a similar tool, and to deploy pipelines through CI/CD. Platforms that are created by clicking through a console cannot be reproduced, reviewed or recovered reliably.',
      ),
      h('9. Data quality, testing and observability'),
      p(
        'A pipeline that runs without errors but produces wrong numbers is worse than one that fails loudly. Build quality checks into every stage: schema checks on ingestion, uniqueness and referential checks after transformation, and reconciliation against source totals. Tools such as dbt tests, Great Expectations and Soda make this routine.',
      ),
      p(
        'Add observability on top: monitor freshness, volume and distribution so that you notice a problem before a business user does. Learn also the basics of governance, including lineage, data classification and access control, because data quality and data trust go hand in hand.',
      ),
      h('10. Communication and business understanding'),
      p(
        'The most underrated skill on this list is also the one that most often separates senior engineers from the rest. Data engineers work with analysts, data scientists, product owners, source-system teams and executives. You need to ask good questions, explain trade-offs in plain language, write clear documentation and say no, politely, when a request would break the platform.',
      ),
      p(
        'Understanding the business makes you faster and more accurate. An engineer who knows why finance closes the books on the third working day, or why a retailer cares about stock levels by store and hour, designs better pipelines than one who only sees tables and columns.',
      ),
      p(
        'You do not need to master all ten skills before your first data engineering role. Most engineers start strong in two or three, usually SQL, Python and one cloud platform, and add the rest through projects. What matters is steady progress and a habit of learning the idea behind each tool, not just its syntax.',
      ),
      p(
        'If you are hiring, this list is a useful checklist for interviews. If you are building your own career, pick the weakest skill on it and spend the next month improving it. Our consultants follow a learning plan built around the same ten areas, and we are always happy to talk with engineers who share that mindset.',
      ),
    ],
  },
  {
    slug: 'how-to-start-a-careeer-in-data-engineering',
    title: 'How to Start a Career in Data Engineering',
    description:
      'A practical roadmap for graduates and career changers: the foundations to learn, projects to build, how to get noticed and what to expect in your first role.',
    ...SARAH,
    publishedOn: '2026-03-10',
    blocks: [
      p(
        'Data engineering has become one of the most in-demand roles in technology. Every company that wants dashboards, machine learning or AI assistants first needs reliable, well-organised data, and someone has to build the systems that provide it. Yet many people who would make excellent data engineers do not know where to start, or believe they need a computer science degree and years of experience before they can apply.',
      ),
      p(
        'I lead delivery teams across our Seattle and Pune offices, and I have helped graduates, analysts, database administrators and software developers make the move into data engineering. The paths differ, but the steps that work are remarkably consistent. This guide sets them out.',
      ),
      h('What does a data engineer actually do?'),
      p(
        'A data engineer designs, builds and runs the systems that collect data from many sources, clean and combine it, and deliver it to the people and applications that need it. On a typical day you might write a pipeline that loads orders from an e-commerce database, model that data so analysts can report revenue by region, fix a job that failed overnight because a source file changed, and meet a business team to understand a new requirement.',
      ),
      p(
        'It is different from data science and data analysis. Analysts and scientists use data to answer questions; data engineers make sure the data is there, correct, timely and secure. If you enjoy building things, solving puzzles and seeing your work used by others every day, it is a very satisfying job.',
      ),
      h('Step 1: Build the foundations'),
      p(
        'Start with the skills that every data engineering role requires. You do not need all of them at an expert level, but you need to be comfortable with each:',
      ),
      list(
        'SQL: joins, aggregations, window functions and common table expressions, practised on real data sets.',
        'Python: functions, modules, working with files and APIs, and a data library such as pandas or Polars.',
        'Databases: how tables, keys and indexes work, and the difference between transactional and analytical systems.',
        'Command line and Git: navigating a Linux shell, writing simple scripts and collaborating through pull requests.',
        'Data modelling basics: facts, dimensions and the idea of grain.',
      ),
      p(
        'Free and low-cost resources are plentiful. Pick one structured course for SQL and one for Python, and finish them, rather than starting ten. Then practise every day with data you find interesting, whether that is cricket scores, public transport timetables or open government data.',
      ),
      h('Step 2: Learn one cloud platform and one modern stack'),
      p(
        'Employers want engineers who can work in the cloud. Choose one platform, Azure, AWS or Google Cloud, and learn its storage, compute and identity services. Then learn one modern data stack on top of it. A good combination is object storage plus Databricks or Snowflake, dbt for transformations and Airflow or Azure Data Factory for orchestration.',
      ),
      p(
        'Do not try to learn every tool at once. The concepts transfer: once you understand how one orchestrator schedules and retries tasks, the next one takes days rather than months. A foundational cloud certification, such as Azure Data Fundamentals or AWS Cloud Practitioner, followed later by a data engineering associate certification, is a useful signal to employers, but certificates without projects rarely get anyone hired.',
      ),
      h('Step 3: Build projects that look like real work'),
      p(
        'Projects are the single most effective way to prove you can do the job. A good portfolio project looks like something a company would actually need, not a tutorial copied step by step. For example:',
      ),
      list(
        'Ingest data from a public API every hour, store the raw responses, and build clean, modelled tables on top.',
        'Build a small lakehouse: land CSV or JSON files in object storage, transform them with Spark or dbt, and publish a dashboard.',
        'Stream events from a simulated application through Kafka and compute rolling metrics in near real time.',
        'Add tests, data quality checks, logging and a CI pipeline to one of the projects above.',
      ),
      p(
        'Put the code on GitHub with a clear README that explains the problem, the architecture, the trade-offs you made and what you would improve next. Hiring managers read those READMEs; a clear explanation of a modest project often beats an impressive project nobody can understand.',
      ),
      h('Step 4: Use the experience you already have'),
      p(
        'Career changers often underestimate how much they bring. Analysts already know SQL, business metrics and the pain of unreliable data. Software developers know testing, version control and deployment. Database administrators know performance, backup and security. Even experience outside technology, such as finance, logistics or health care, is valuable, because data engineers who understand a domain build better systems for it.',
      ),
      p(
        'Look for opportunities in your current job to do data engineering work: automate a manual report, build a small pipeline, or volunteer for a migration project. An internal move is often the easiest first step, and it gives you real experience to talk about in interviews.',
      ),
      h('Step 5: Get noticed and prepare for interviews'),
      p(
        'Update your resume to lead with data engineering skills and projects, described in terms of outcomes: what you built, how much data it handled and what problem it solved. Keep it to one or two pages. Share what you learn in short posts or talks; teaching something is the best proof that you understand it, and it helps recruiters find you.',
      ),
      p(
        'Data engineering interviews usually combine a SQL exercise, a coding task in Python, a data modelling discussion and, for more senior roles, a system design question such as designing a pipeline for a given business case. Practise explaining your reasoning out loud. Interviewers care as much about how you think through ambiguity as about the final answer.',
      ),
      h('Step 6: Make the most of your first role'),
      p(
        "Your first year will teach you more than any course. Say yes to unglamorous work such as fixing failed jobs or documenting pipelines; it is the fastest way to understand how a platform really works. Ask questions, find a mentor, read other people's code and keep a short log of what you learn.",
      ),
      p(
        'Consulting is a particularly good place to start, because you see several clients, industries and technology stacks in a short time. At SmartMove, new engineers join client teams with a senior colleague, follow a structured learning plan and work towards cloud certifications with paid study time.',
      ),
      h('Common mistakes to avoid'),
      list(
        'Collecting courses and certificates without building anything.',
        'Chasing every new tool instead of mastering SQL, Python and data modelling.',
        'Ignoring testing, version control and documentation because they feel like extra work.',
        'Applying only to senior roles, or waiting until you feel completely ready before applying at all.',
      ),
      h('Your next move'),
      p(
        'Starting a career in data engineering takes effort, but the path is clear: build the foundations, learn one cloud stack properly, prove your skills with realistic projects and keep learning once you are hired. Many of the best engineers we work with started exactly this way, some of them only two or three years ago.',
      ),
      p(
        "If you are ready to take the next step, browse our open positions and apply, or use our know-your-worth form to find out what your skills are worth in today's market. We look forward to hearing from you.",
      ),
    ],
  },
];

export function getArticle(slug: Article['slug']): Article {
  const article = ARTICLES.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`Unknown article: ${slug}`);
  return article;
}

/** Words in the article body (every paragraph, heading and list item). */
export function wordCount(article: Article): number {
  return article.blocks
    .flatMap((block) => [block.text ?? '', ...(block.items ?? [])])
    .reduce((total, text) => total + text.split(/\s+/).filter(Boolean).length, 0);
}

/** Reading time at 200 words per minute, rounded up. */
export function readingMinutes(article: Article): number {
  return Math.ceil(wordCount(article) / 200);
}
