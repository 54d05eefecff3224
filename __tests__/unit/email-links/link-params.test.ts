import { campaignHighlightId, linkCustomerId, parseCampaignArrival } from '@/lib/email-links/link-params';
import { markCampaignRecorded, wasCampaignRecorded } from '@/lib/email-links/recorded-campaigns';
import { EMAIL_CAMPAIGN_RECORDED_KEY } from '@/config/email-links';

const ID = '3f2c8a1e-5b7d-4c9a-8e21-0a6b4d3c2f10';

describe('linkCustomerId', () => {
  it('takes a UUID (the first of repeated values), trimmed and in lower case', () => {
    expect(linkCustomerId(ID)).toBe(ID);
    expect(linkCustomerId(` ${ID.toUpperCase()} `)).toBe(ID);
    expect(linkCustomerId([ID, 'other'])).toBe(ID);
  });

  it.each([undefined, null, '', '   ', '..', 'abc', `${ID}x`, ID.slice(0, 30), `${ID}/../x`, '%2e%2e', []])('refuses %p', (value) => {
    expect(linkCustomerId(value as string | string[] | null | undefined)).toBeNull();
  });
});

describe('campaignHighlightId', () => {
  it('takes ids of letters, digits, - and _, up to 64 characters', () => {
    expect(campaignHighlightId(ID)).toBe(ID);
    expect(campaignHighlightId('spring_2026-offer')).toBe('spring_2026-offer');
    expect(campaignHighlightId('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it.each(['', 'a'.repeat(65), 'a b', '<script>', 'x/y', 'ø', undefined])('refuses %p', (value) => {
    expect(campaignHighlightId(value)).toBeNull();
  });
});

describe('parseCampaignArrival', () => {
  it('reads ecid and the link’s customer, with or without the question mark', () => {
    expect(parseCampaignArrival(`?ecid=offer-1&customer=${ID}&utm_source=mail`)).toEqual({ highlightId: 'offer-1', customerId: ID });
    expect(parseCampaignArrival(`customer=${ID}&ecid=offer-1`)).toEqual({ highlightId: 'offer-1', customerId: ID });
  });

  it('has no customer when the link names none, or a malformed one', () => {
    expect(parseCampaignArrival('?ecid=offer-1')).toEqual({ highlightId: 'offer-1', customerId: null });
    expect(parseCampaignArrival('?ecid=offer-1&customer=me')).toEqual({ highlightId: 'offer-1', customerId: null });
  });

  it('is no arrival without a usable ecid', () => {
    expect(parseCampaignArrival('')).toBeNull();
    expect(parseCampaignArrival(`?customer=${ID}`)).toBeNull();
    expect(parseCampaignArrival('?ecid=')).toBeNull();
    expect(parseCampaignArrival('?ecid=a%20b')).toBeNull();
    expect(parseCampaignArrival('?xecid=offer-1')).toBeNull();
  });
});

describe('recorded campaigns (this tab)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers each recorded highlight once', () => {
    expect(wasCampaignRecorded('offer-1')).toBe(false);
    markCampaignRecorded('offer-1');
    markCampaignRecorded('offer-1');
    markCampaignRecorded('offer-2');
    expect(wasCampaignRecorded('offer-1')).toBe(true);
    expect(wasCampaignRecorded('offer-3')).toBe(false);
    expect(JSON.parse(window.sessionStorage.getItem(EMAIL_CAMPAIGN_RECORDED_KEY)!)).toEqual(['offer-1', 'offer-2']);
  });

  it('treats a value that is not its own as nothing recorded', () => {
    window.sessionStorage.setItem(EMAIL_CAMPAIGN_RECORDED_KEY, '{not json');
    expect(wasCampaignRecorded('offer-1')).toBe(false);
    markCampaignRecorded('offer-1');
    expect(wasCampaignRecorded('offer-1')).toBe(true);
    window.sessionStorage.setItem(EMAIL_CAMPAIGN_RECORDED_KEY, JSON.stringify({ 0: 'offer-1' }));
    expect(wasCampaignRecorded('offer-1')).toBe(false);
  });
});
