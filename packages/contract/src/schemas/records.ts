import { z } from '../zod.js';

/** A C2C job (docs/product.md#api): pro_jobname is unique and URL-safe, the {id} of the job routes. */
export const C2CJobSchema = z.object({
  pro_jobid: z.string(),
  pro_jobname: z.string(),
  pro_jobtitle: z.string(),
  pro_location: z.string(),
  pro_description: z.string(),
  pro_skills: z.string(),
  pro_rate: z.string(),
  pro_remote: z.boolean(),
  pro_postedon: z.string(),
});
export type C2CJob = z.infer<typeof C2CJobSchema>;

/** A bench candidate as the hot list shows it (docs/product.md#api). */
export const BenchCandidateSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  exp: z.string(),
  location: z.string(),
  visaStatus: z.string(),
  skills: z.array(z.string()),
});
export type BenchCandidate = z.infer<typeof BenchCandidateSchema>;

/** Property record as GET /CRM/GetAnchors returns it (docs/product.md#records). */
export const PropertyRecordSchema = z.object({
  arc_latitude: z.number(),
  arc_longitude: z.number(),
  arc_propertyname: z.string(),
  arc_builder: z.string(),
  arc_hyperlink: z.string(),
  arc_street: z.string(),
  arc_city: z.string(),
  arc_state: z.string(),
  arc_zipcode: z.string(),
});
export type PropertyRecord = z.infer<typeof PropertyRecordSchema>;

/** Lead record as GET /CRM/getleads returns it (docs/product.md#records). */
export const RealtorLeadRecordSchema = z.object({
  arc_Latitude: z.number(),
  arc_Longitude: z.number(),
  arc_RealtorName: z.string(),
  arc_RelatorPhoneNumber: z.string(),
  arc_url: z.string(),
  arc_address: z.string(),
  arc_price: z.object({ value: z.number() }),
  arc_realtorcompany: z.string(),
  arc_status: z.object({ description: z.string() }),
});
export type RealtorLeadRecord = z.infer<typeof RealtorLeadRecordSchema>;

/** What one health check found: working, not answering, or answering but refusing writes. */
export const HealthCheckStateSchema = z.enum(['ok', 'unreachable', 'not writable']);
export type HealthCheckState = z.infer<typeof HealthCheckStateSchema>;

/**
 * GET /health: 200 with status "ok" when every check is ok; 503 with status "unavailable" and a message
 * (the error shape's) otherwise. `checks.storage` is the upload storage's check.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  checks: z.object({ database: HealthCheckStateSchema, storage: HealthCheckStateSchema }),
  message: z.string().optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * GET /ready, for a load balancer: 200 with status "ready" when the database, the upload storage and the
 * mail transport all answer; 503 with status "not ready" and a message naming the failing ones otherwise.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: HealthCheckStateSchema,
    storage: HealthCheckStateSchema,
    mail: HealthCheckStateSchema,
  }),
  message: z.string().optional(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
