/** What the server said when it refused a whole form (not one field), read out as it appears; nothing without it. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  ) : null;
}
