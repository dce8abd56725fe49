/** Structured data for search engines. `<` is escaped so no text can close the script element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A `<script type="application/ld+json">` block: data, not code, so the CSP does not need its hash. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
