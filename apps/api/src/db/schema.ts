import type { Generated } from 'kysely';

/**
 * Table types for the query layer. Identifiers are text UUIDs, instants are ISO-8601 text and flags
 * are integers 0/1, so that one schema serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: string;
  phone: string;
  name: string;
  email: string;
  user_type: number;
  company_name: string | null;
  created_at: string;
}

export interface C2CJobsTable {
  id: string;
  job_name: string;
  title: string;
  location: string;
  description: string;
  skills: string;
  rate: string;
  remote: number;
  posted_on: string;
  removed: Generated<number>;
}

export interface BenchCandidatesTable {
  id: string;
  owner_user_id: string | null;
  title: string;
  name: string;
  experience: string;
  location: string;
  visa_status: string;
  skills: string;
  email: string | null;
  phone: string | null;
  created_at: string;
}

export interface PropertiesTable {
  id: string;
  latitude: number;
  longitude: number;
  property_name: string;
  builder: string;
  hyperlink: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RealtorLeadsTable {
  id: string;
  latitude: number;
  longitude: number;
  realtor_name: string;
  realtor_phone: string;
  url: string;
  address: string;
  price: number;
  realtor_company: string;
  status: string;
}

export interface Database {
  users: UsersTable;
  c2c_jobs: C2CJobsTable;
  bench_candidates: BenchCandidatesTable;
  properties: PropertiesTable;
  realtor_leads: RealtorLeadsTable;
}
