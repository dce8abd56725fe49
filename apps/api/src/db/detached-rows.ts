/**
 * A query's rows in an array of their own, the driver's array emptied (`preparingPool` does it to every
 * PostgreSQL answer). node-postgres answers every query in an array allocated at one site, and V8 may judge
 * that site's arrays long-lived (after a burst of queries, such as a fresh database's migrations) and allocate
 * them straight in the old generation. Such an array keeps its rows, and their texts, alive through every minor
 * collection until the next full one; emptied, it lets them go with the next minor collection once the caller
 * is done (at 500 forms a second on a fresh database, the mail worker's claims alone: 0.18 MB/s promoted
 * instead of 0.74; docs/decisions/0012-form-write-cost.md).
 */
export function detachedRows<Row>(rows: Row[]): Row[] {
  const own = rows.slice();
  rows.length = 0;
  return own;
}
