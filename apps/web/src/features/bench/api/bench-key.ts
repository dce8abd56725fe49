/** The query key shared by every bench list: an upload invalidates them all, the public hot list included. */
export const BENCH_KEY = ['bench'] as const;
