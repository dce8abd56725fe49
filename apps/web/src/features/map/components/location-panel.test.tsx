import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toMapLocations } from '../map-locations';
import { LocationPanel } from './location-panel';

afterEach(cleanup);

const [property, lead] = toMapLocations(
  [
    {
      arc_latitude: 33.4,
      arc_longitude: -112,
      arc_propertyname: 'Desert Bloom Residences',
      arc_builder: 'Sonoran Homes',
      arc_hyperlink: 'javascript:alert(1)',
      arc_street: '120 N Central Ave',
      arc_city: 'Phoenix',
      arc_state: 'AZ',
      arc_zipcode: '85004',
    },
  ],
  [
    {
      arc_Latitude: 33.5,
      arc_Longitude: -111.9,
      arc_RealtorName: 'Maria Lopez',
      arc_RelatorPhoneNumber: '+1 480 555 0140',
      arc_url: 'https://realtors.example.com/maria-lopez',
      arc_address: '7014 E Camelback Rd',
      arc_price: { value: 685000 },
      arc_realtorcompany: 'Camelback Realty',
      arc_status: { description: 'New' },
    },
  ],
);

describe('LocationPanel', () => {
  it('shows a property, focuses its heading and never links a non-web URL', () => {
    render(<LocationPanel location={property!} onClose={() => {}} />);
    const heading = screen.getByRole('heading', { name: 'Property details' });
    expect(document.activeElement).toBe(heading);
    for (const text of [
      'Desert Bloom Residences',
      'Sonoran Homes',
      '120 N Central Ave',
      'Phoenix',
      'AZ',
      '85004',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('shows a lead with a phone link and the formatted price; Close and Escape close it', () => {
    const onClose = vi.fn();
    render(<LocationPanel location={lead!} onClose={onClose} />);
    expect(screen.getByRole('link', { name: '+1 480 555 0140' }).getAttribute('href')).toBe(
      'tel:+14805550140',
    );
    expect(screen.getByText('$685,000')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
