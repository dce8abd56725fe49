import '../../styles/lists.css';

/**
 * A side of an address longer than this may break inside too (it could not fit a column otherwise); a shorter
 * one never does.
 */
const UNBROKEN_PART_MAX = 28;

function Part({ text }: { text: string }) {
  return <span className={text.length > UNBROKEN_PART_MAX ? 'email-address__long' : undefined}>{text}</span>;
}

/**
 * An e-mail address that a narrow column breaks only before its `@`: each side stays whole, so that an address
 * never reads "someone@exam" / "ple.com" (but for a side too long to fit, docs/product.md#back-office).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className="email-address">{address}</span>;
  return (
    <span className="email-address">
      <Part text={address.slice(0, at)} />
      <wbr />
      <Part text={address.slice(at)} />
    </span>
  );
}
