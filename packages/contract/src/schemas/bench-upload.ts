import { z } from '../zod.js';
import { parseVisaStatus } from '../visa-status.js';
import { BENCH_UPLOAD_MAX_ROWS, PORTAL_MESSAGES } from '../portal.js';
import { EMAIL_PATTERN } from '../patterns.js';
import { multilineText, personName, requiredText } from './fields.js';
import { isOfferedPhoneNumber } from './phone.js';

/** A partner's bench upload (the bench lists themselves are in ./listings.ts). */

const messages = PORTAL_MESSAGES;

/**
 * A bench skills cell as a list: split on commas and semicolons (and line breaks), trimmed, each skill once
 * (the first spelling kept). Stored joined with ", ".
 */
export function splitSkills(skills: string): string[] {
  const seen = new Set<string>();
  return skills
    .split(/[,;\n]/)
    .map((skill) => skill.trim().replace(/\s+/g, ' '))
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (skill === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** One consultant of a bench upload (a spreadsheet row or a typed row). */
export const BenchUploadRowSchema = z.object({
  title: requiredText(messages.bench.title, 100),
  name: personName(messages.bench.name),
  exp: z.coerce
    .number({ error: messages.bench.experience })
    .int({ error: messages.bench.experience })
    .min(0, { error: messages.bench.experience })
    .max(60, { error: messages.bench.experience }),
  location: requiredText(messages.bench.location, 100),
  /** A label people write ("US Citizen", "H-1B", "Green Card") or a code; the row carries the code. */
  visaStatus: z
    .union([z.string(), z.number()], { error: messages.bench.visaStatus })
    .transform((value, context) => {
      const code = parseVisaStatus(value);
      if (code === undefined) {
        context.addIssue({ code: 'custom', message: messages.bench.visaStatus });
        return z.NEVER;
      }
      return code;
    }),
  skills: multilineText(messages.bench.skills, 500)
    .transform((value) => splitSkills(value).join(', '))
    .refine((value) => value !== '', { error: messages.bench.skills }),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messages.bench.email })
    .optional()
    .default(''),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isOfferedPhoneNumber(value), {
      error: 'Please enter a valid phone number in international format (+1…)',
    })
    .optional()
    .default(''),
});
export type BenchUploadRow = z.infer<typeof BenchUploadRowSchema>;
export type BenchUploadRowInput = z.input<typeof BenchUploadRowSchema>;

/** POST /CRM/UploadBenchList: `dryRun` only reports which rows are duplicates. */
export const UploadBenchListSchema = z.object({
  candidates: z
    .array(BenchUploadRowSchema)
    .min(1, { error: messages.bench.noRows })
    .max(BENCH_UPLOAD_MAX_ROWS, { error: messages.bench.tooManyRows }),
  dryRun: z.boolean().optional().default(false),
});
export type UploadBenchList = z.input<typeof UploadBenchListSchema>;

/** POST /CRM/UpdateBenchCandidate: one of the partner's own consultants, every field again. */
export const UpdateBenchCandidateSchema = BenchUploadRowSchema.extend({
  id: z.string().trim().min(1).max(100),
});
export type UpdateBenchCandidate = z.input<typeof UpdateBenchCandidateSchema>;

export const UploadBenchListResultSchema = z.object({
  added: z.number().int(),
  duplicates: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type UploadBenchListResult = z.infer<typeof UploadBenchListResultSchema>;

/** The keys that make two bench rows the same consultant: the e-mail, or name, title and location. */
export function benchDuplicateKeys(row: {
  name: string;
  title: string;
  location: string;
  email?: string | null;
}): string[] {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const keys = [`person:${norm(row.name)}|${norm(row.title)}|${norm(row.location)}`];
  if (row.email) keys.push(`email:${norm(row.email)}`);
  return keys;
}
