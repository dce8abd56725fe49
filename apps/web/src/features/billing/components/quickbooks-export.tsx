import { todayIsoDate } from '@smartmove/contract';
import { useId, useState } from 'react';
import { DateInput } from '../../../components/ui/form/date-input';
import { useDownload } from '../../../hooks/use-download';
import { downloadQuickBooksCsv } from '../api/pay';

/** "Export for QuickBooks": the invoices and credit notes issued in a range, in QuickBooks Online's layout. */
export function QuickBooksExport() {
  const [from, setFrom] = useState(() => `${todayIsoDate().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(() => todayIsoDate());
  const { downloading, download } = useDownload();
  const titleId = useId();
  const ready = from !== '' && to !== '' && from <= to;
  return (
    <section aria-labelledby={titleId} className="form-card">
      <h2 id={titleId} className="form-card__title">
        For the accountant
      </h2>
      <div className="form__grid form__grid--two">
        <DateInput label="Issued from" value={from} onChange={(event) => setFrom(event.target.value)} />
        <DateInput
          label="Issued to"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && from > to ? 'The last day cannot be before the first day' : undefined}
        />
      </div>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready || downloading === 'quickbooks'}
          onClick={() => void download('quickbooks', () => downloadQuickBooksCsv(from, to))}
        >
          {downloading === 'quickbooks' ? 'Downloading…' : 'Export for QuickBooks'}
        </button>
      </div>
    </section>
  );
}
