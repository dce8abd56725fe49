import { parseVisaStatus } from '@smartmove/contract';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Bench visa statuses as codes (docs/product.md#back-office): the bench stored the text a partner or the
 * seed wrote ("H1B", "US Citizen", "H4 EAD"); from now on it stores the visa status code, shown everywhere
 * with its one label. Text no written form maps to stays as it is (it is shown as written).
 */
export const benchVisaCodes: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{
      visa_status: string;
    }>`select distinct visa_status from bench_candidates`.execute(db);
    for (const { visa_status: written } of rows.rows) {
      const code = parseVisaStatus(written);
      if (code === undefined || String(code) === written) continue;
      await sql`update bench_candidates set visa_status = ${String(code)} where visa_status = ${written}`.execute(
        db,
      );
    }
  },
  async down() {
    // The codes show their labels either way; the texts they replaced are not kept.
  },
};
