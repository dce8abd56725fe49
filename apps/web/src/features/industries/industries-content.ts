/**
 * The industries SmartMove serves (docs/product.md#what-it-is "see the industries served"), in the order the
 * /industries page lists them, each with the data-engineering work we do for it.
 */

export interface Industry {
  /** URL-safe kebab-case anchor. */
  id: string;
  name: string;
  summary: string;
  useCases: string[];
}

export const INDUSTRIES: Industry[] = [
  {
    id: 'technology-media-and-telecommunications',
    name: 'Technology Media and Telecommunications',
    summary:
      'Technology, media and telecom companies generate some of the largest and fastest data volumes of any industry, from network telemetry to streaming audiences. We build platforms that process those volumes at low latency and turn them into products, pricing and customer experience decisions.',
    useCases: [
      'Streaming ingestion of network telemetry and call detail records into a lakehouse with Kafka and Spark Structured Streaming for near-real-time capacity planning.',
      'Churn prediction features built from billing, usage and support-ticket history and served to retention campaigns every day.',
      'Audience analytics for streaming and digital media, sessionising clickstream events to measure engagement by title, device and region.',
      'Product usage pipelines for SaaS companies that feed subscription metrics such as activation, expansion and net revenue retention into finance dashboards.',
      'Content and ad-impression reconciliation between ad servers and billing systems to find revenue leakage.',
      'Migration of legacy on-premises Hadoop clusters to Databricks or Microsoft Fabric with Delta or Iceberg tables.',
    ],
  },
  {
    id: 'banking-and-finance',
    name: 'Banking and Finance',
    summary:
      'Banks, lenders and payment companies need data that is fast, accurate and auditable at the same time. We design governed platforms that serve risk, regulatory reporting and customer analytics from one trusted source, with the lineage auditors expect.',
    useCases: [
      'Real-time fraud scoring on card transactions with streaming features in Kafka and Spark.',
      'Regulatory reporting pipelines with full lineage from source ledgers to submitted figures, reconciled automatically every day.',
      'A customer 360 data model that combines core banking, cards, loans and digital channel data for cross-sell and service analytics.',
      'Credit risk data marts that calculate exposures, probability-of-default features and portfolio concentrations for the risk team.',
      'Anti-money-laundering transaction monitoring data feeds with entity resolution across accounts and counterparties.',
      'Change data capture from core banking databases into a cloud lakehouse without adding load to production systems.',
    ],
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    summary:
      'Real estate firms hold valuable data about properties, tenants, leads and markets, but it is often spread across listing portals, CRM systems and spreadsheets. We bring it together so that brokers, asset managers and investors can act on a single view of their portfolio and pipeline.',
    useCases: [
      'Unified property master data that merges listings, public records and internal records with geocoding and de-duplication.',
      'Lead ingestion from portals, websites and campaigns into Microsoft Dynamics 365 with automatic routing to the right broker by location.',
      'Occupancy, rent roll and lease expiry dashboards refreshed daily from property management systems.',
      'Geospatial market analysis that joins listings, transactions and demographic data to estimate prices and demand by neighbourhood.',
      'IoT data pipelines from smart buildings that track energy use, occupancy and maintenance alerts across a portfolio.',
    ],
  },
  {
    id: 'investment-management',
    name: 'Investment Management',
    summary:
      'Asset and wealth managers depend on timely, reconciled data about positions, prices and clients across many custodians and vendors. We build data platforms that shorten the daily cycle from market close to reports and free analysts from manual reconciliation.',
    useCases: [
      'Daily ingestion and reconciliation of positions and transactions from multiple custodians and fund administrators into an investment book of record.',
      'A security master that consolidates reference data from market data vendors with change history and data quality rules.',
      'Performance and attribution data marts that calculate returns by portfolio, sector and benchmark for client reporting.',
      'ESG data pipelines that combine vendor scores, company disclosures and holdings to report portfolio-level sustainability metrics.',
      'Automated client reporting packs generated from governed data, replacing spreadsheet-based quarter-end processes.',
      'Alternative data ingestion, such as web traffic or shipping data, with versioned, point-in-time tables for research and backtesting.',
    ],
  },
  {
    id: 'hospitality-and-services',
    name: 'Hospitality and Services',
    summary:
      'Hotels, restaurants, travel and service businesses succeed when they understand their guests and match staff and stock to demand. We connect reservation, point-of-sale and loyalty data so that every property and team can plan with the same numbers.',
    useCases: [
      'A guest 360 profile that links reservations, loyalty membership, point-of-sale spending and reviews across properties.',
      'Demand forecasting pipelines that combine booking pace, seasonality, events and weather to support dynamic room pricing.',
      'Labour scheduling data feeds that align staff rosters with forecast occupancy and restaurant covers.',
      'Sentiment analysis of online reviews and survey comments, aggregated by property, department and theme.',
      'Near-real-time revenue and occupancy dashboards for operations managers, updated from property management systems every few minutes.',
    ],
  },
  {
    id: 'government-and-public-services',
    name: 'Government and Public Services',
    summary:
      "Public bodies need to share data across departments while protecting citizens' privacy and meeting strict security and transparency rules. We build secure, well-governed platforms that improve services and decision-making and make open data easier to publish.",
    useCases: [
      'Secure data sharing between departments with role-based access, masking of personal data and audit logs of every query.',
      'Master data management for citizens and businesses that resolves duplicate records across benefit, tax and licensing systems.',
      'Open data publishing pipelines that anonymise, validate and publish data sets on a regular schedule with documentation.',
      'Case management analytics that track backlogs, processing times and outcomes for public services.',
      'Geospatial pipelines for infrastructure, transport and environmental sensor data to support planning and emergency response.',
      'Modernisation of legacy mainframe and on-premises databases to a cloud platform that meets government security standards.',
    ],
  },
  {
    id: 'retail-wholesale-and-distribution',
    name: 'Retail Wholesale and Distribution',
    summary:
      'Retailers and distributors work on thin margins, so accurate data about stock, demand and customers has a direct effect on profit. We build platforms that connect stores, e-commerce, warehouses and suppliers so that planning and replenishment run on current, trusted data.',
    useCases: [
      'Near-real-time inventory visibility across stores, warehouses and e-commerce using change data capture from ERP and point-of-sale systems.',
      'Demand forecasting at product, store and day level with features built from sales history, promotions, prices and holidays.',
      'Customer segmentation and personalisation pipelines that combine online behaviour, loyalty and purchase history.',
      'Supplier performance scorecards that track fill rate, lead time and quality from purchase orders and receipts.',
      'Basket and promotion effectiveness analysis on transaction-level data to measure uplift and cannibalisation.',
      'Integration of Microsoft Dynamics 365 Supply Chain and Commerce data into a lakehouse for enterprise reporting.',
    ],
  },
  {
    id: 'life-sciences-and-health-care',
    name: 'Life Sciences and Health Care',
    summary:
      'Hospitals, payers and life sciences companies handle sensitive data under strict regulation, and the value of that data depends on combining it safely. We build compliant platforms that bring clinical, operational and research data together while protecting patient privacy.',
    useCases: [
      'Ingestion of HL7 and FHIR feeds from electronic health records into a governed lakehouse with de-identification of protected health information.',
      'Patient flow and bed occupancy dashboards that combine admissions, discharges and staffing data in near real time.',
      'Clinical trial data pipelines that standardise site data to CDISC formats and track enrolment and data quality by site.',
      'Claims analytics for payers and providers that detect billing anomalies and measure cost of care by condition.',
      'Pharmacovigilance pipelines that collect adverse event reports from multiple sources for signal detection.',
      'Manufacturing and supply chain data for drug production, with batch genealogy and audit trails for regulatory compliance.',
    ],
  },
];
