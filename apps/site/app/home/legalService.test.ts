import { firm } from '@firm/data';
import { describe, expect, it } from 'vitest';
import { legalServiceJsonLd, postalAddress, webSiteJsonLd } from './legalService';

describe('postalAddress', () => {
  it('splits a US address line into its parts', () => {
    expect(postalAddress('1200 Market Street, Suite 400, Philadelphia, PA 19107')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1200 Market Street, Suite 400',
      addressLocality: 'Philadelphia',
      addressRegion: 'PA',
      postalCode: '19107',
      addressCountry: 'US',
    });
  });

  it('keeps an address it cannot read as a US one whole, without guessing a country', () => {
    expect(postalAddress('10 Downing Street, London, SW1A 2AA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '10 Downing Street',
      addressLocality: 'London',
      addressRegion: 'SW1A 2AA',
    });
  });
});

describe('legalServiceJsonLd', () => {
  it('names the firm with its phone, e-mail, hours, address, URL and image', () => {
    const node = legalServiceJsonLd();
    expect(node).toMatchObject({
      '@type': 'LegalService',
      name: firm.name,
      telephone: firm.phone,
      email: firm.email,
      openingHours: 'Mo-Su 10:00-19:00',
      address: { '@type': 'PostalAddress', addressLocality: 'Philadelphia' },
    });
    expect(node.url).toMatch(/^https:\/\/.+\/$/);
    expect(node.image).toMatch(/^https:\/\/.+\.png$/);
  });
});

describe('webSiteJsonLd', () => {
  it('names the responsible attorney as the accountable person, with the office address', () => {
    expect(webSiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      accountablePerson: {
        '@type': 'Person',
        name: firm.responsibleAttorney,
        address: { '@type': 'PostalAddress', streetAddress: '1200 Market Street, Suite 400' },
      },
    });
  });
});
