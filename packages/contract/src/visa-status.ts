/** Visa status label → code (docs/product.md#records). */
export const VISA_STATUSES = [
  { label: 'F1', code: 166110000 },
  { label: 'H1B', code: 166110001 },
  { label: 'H1BI140Approved', code: 166110002 },
  { label: 'GC', code: 166110003 },
  { label: 'H4', code: 166110004 },
  { label: 'OPT', code: 166110005 },
  { label: 'CPT', code: 166110006 },
  { label: 'CITIZEN', code: 166110007 },
  { label: 'EAD', code: 166110008 },
] as const;

export type VisaStatusCode = (typeof VISA_STATUSES)[number]['code'];
export const VISA_STATUS_CODES = VISA_STATUSES.map((status) => status.code) as [
  VisaStatusCode,
  ...VisaStatusCode[],
];

export function getVisaStatusLabel(code: number): string | undefined {
  return VISA_STATUSES.find((status) => status.code === code)?.label;
}

/**
 * What people write for each visa status in their sheets and forms, besides the label itself. Compared
 * letters and digits only, lower-cased ("H-1B", "h1 b" and "H1B" are one). "H4 EAD" is the EAD (the
 * work authorisation), not the H4 visa alone.
 */
const VISA_STATUS_ALIASES: Record<VisaStatusCode, readonly string[]> = {
  166110000: ['F1', 'F-1', 'F1 Student', 'Student Visa'],
  166110001: ['H1B', 'H-1B', 'H1-B', 'H1', 'H1B Visa', 'H1B Transfer'],
  166110002: ['H1BI140Approved', 'H1B I140', 'H1B I-140 Approved', 'H1B with I140', 'I140 Approved'],
  166110003: ['GC', 'Green Card', 'Green Card Holder', 'Permanent Resident', 'LPR'],
  166110004: ['H4', 'H-4', 'H4 Visa'],
  166110005: ['OPT', 'OPT EAD', 'STEM OPT', 'F1 OPT'],
  166110006: ['CPT', 'F1 CPT'],
  166110007: ['CITIZEN', 'US Citizen', 'USC', 'Citizen', 'U.S. Citizen', 'American Citizen'],
  166110008: ['EAD', 'H4 EAD', 'GC EAD', 'L2 EAD'],
};

const visaKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const VISA_CODE_BY_KEY = new Map<string, VisaStatusCode>(
  VISA_STATUSES.flatMap((status) => [
    [String(status.code), status.code] as const,
    ...VISA_STATUS_ALIASES[status.code].map((alias) => [visaKey(alias), status.code] as const),
  ]),
);

/**
 * The visa status code a label people write stands for ("US Citizen", "H-1B", "Green Card", a code
 * itself), whatever its letter case, spacing and punctuation; undefined for anything else. One mapping for
 * the upload's preview and the server.
 */
export function parseVisaStatus(value: unknown): VisaStatusCode | undefined {
  if (typeof value === 'number') return VISA_CODE_BY_KEY.get(String(value));
  if (typeof value !== 'string') return undefined;
  return VISA_CODE_BY_KEY.get(visaKey(value));
}

/**
 * The one label a visa status shows everywhere (the spec's option label), from a stored code or any label
 * parseVisaStatus knows; text it does not know is shown as it is.
 */
export function visaStatusLabel(value: string | number): string {
  const code = parseVisaStatus(value);
  return code === undefined ? String(value) : (getVisaStatusLabel(code) ?? String(value));
}

/**
 * The codes a search keyword finds: those whose label contains it ("h1" finds H1B and H1BI140Approved) and
 * the one it names in another written form ("green card").
 */
export function visaStatusCodesMatching(keyword: string): VisaStatusCode[] {
  const key = visaKey(keyword);
  if (key === '') return [];
  const named = VISA_CODE_BY_KEY.get(key);
  return VISA_STATUSES.filter((status) => status.code === named || visaKey(status.label).includes(key)).map(
    (status) => status.code,
  );
}
