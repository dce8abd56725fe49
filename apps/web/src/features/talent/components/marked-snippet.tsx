import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A search snippet as the server sends it (matched words in <mark>, the rest HTML-escaped), rendered as text
 * and <mark> elements: never as HTML, so nothing in a resume can become markup on the page.
 */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  const parts: ReactNode[] = [];
  snippet.split(/(<mark>.*?<\/mark>)/).forEach((part, index) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(part);
    if (marked) parts.push(<mark key={index}>{unescape(marked[1] ?? '')}</mark>);
    else if (part) parts.push(unescape(part));
  });
  return <p className="talent-hit__snippet">{parts}</p>;
}
