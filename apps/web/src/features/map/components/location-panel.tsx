import { useEffect, useId, useRef, type ReactNode } from 'react';
import { WebLink } from '../../../components/ui/web-link';
import { formatPrice, type MapLocation } from '../map-locations';

export interface LocationPanelProps {
  location: MapLocation;
  onClose: () => void;
}

function PhoneLink({ phone }: { phone: string }) {
  const dialable = phone.replace(/[^\d+]/g, '');
  return dialable ? <a href={`tel:${dialable}`}>{phone}</a> : <>{phone}</>;
}

function fieldsOf(location: MapLocation): Array<{ label: string; value: ReactNode }> {
  if (location.isLead) {
    const { lead } = location;
    return [
      { label: 'Realtor Name', value: lead.arc_RealtorName },
      { label: 'Phone Number', value: <PhoneLink phone={lead.arc_RelatorPhoneNumber} /> },
      { label: 'Link', value: <WebLink href={lead.arc_url} /> },
      { label: 'Address', value: lead.arc_address },
      { label: 'Price', value: formatPrice(lead.arc_price.value) },
      { label: 'Status', value: lead.arc_status.description },
    ];
  }
  const { property } = location;
  return [
    { label: 'Property Name', value: property.arc_propertyname },
    { label: 'Builder', value: property.arc_builder },
    { label: 'Link', value: <WebLink href={property.arc_hyperlink} /> },
    { label: 'Address', value: property.arc_street },
    { label: 'City', value: property.arc_city },
    { label: 'State', value: property.arc_state },
    { label: 'Zip Code', value: property.arc_zipcode },
  ];
}

/**
 * The side panel of a clicked pin (docs/product.md#pages, "Map screen"). Focus moves into it when it opens or
 * shows another pin; its "Close" button and Escape close it.
 */
export function LocationPanel({ location, onClose }: LocationPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, [location.id]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const kind = location.isLead ? 'lead' : 'property';
  return (
    <section
      className={`location-panel location-panel--${kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
    >
      <div className="location-panel__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="location-panel__title">
          {location.isLead ? 'Lead details' : 'Property details'}
        </h2>
        <button type="button" className="location-panel__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="location-panel__fields">
        {fieldsOf(location).map(({ label, value }) => (
          <div key={label} className="location-panel__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
