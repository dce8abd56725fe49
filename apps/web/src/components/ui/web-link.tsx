import { isWebAddress } from '@smartmove/contract';

/**
 * A stored address (a LinkedIn profile, a listing's page) as a link, in a new tab, when it is a web address
 * (http or https); anything else (javascript:, data:, a row older than that check) shows as plain text.
 */
export function WebLink({ href }: { href: string }) {
  if (!isWebAddress(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </a>
  );
}
