import '../../styles/lists.css';

const TONES: Record<string, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  draft: 'neutral',
  submitted: 'info',
  pending: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  withdrawn: 'neutral',
  open: 'info',
  'in-progress': 'warning',
  resolved: 'success',
  closed: 'neutral',
  screening: 'warning',
  interview: 'info',
  offered: 'success',
  new: 'info',
  'submitted-to-client': 'info',
  offer: 'success',
  'offer-sent': 'success',
  hired: 'success',
  'waiting-for-review': 'warning',
  published: 'success',
  'sent-back': 'danger',
  'possible-duplicate': 'warning',
};

/** A status as a coloured pill; the colour only repeats what the text says. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = TONES[status.toLowerCase()] ?? 'neutral';
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
