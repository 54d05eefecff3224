import { EMAIL_CAMPAIGN_PARAM } from '@/config/analytics';
import { pageLocation } from '@/lib/analytics/page-location';

const SITE = 'https://mit.aurora-bil.dk';
const REWARD = '3f2b8c1e-9d4a-4b6e-8f21-7c5d0e9a1b23';
const CUSTOMER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

/**
 * docs/product.md#analytics: page_location is the real address with the campaign parameters kept
 * and everything that can name the owner (ids, e-mail addresses, tokens) left out.
 */
const CASES: Array<[name: string, href: string, expected: string]> = [
  ['a plain page', `${SITE}/min-bil`, `${SITE}/min-bil`],
  ['the root', `${SITE}/`, `${SITE}/`],
  ['every utm_* parameter kept, in its order', `${SITE}/fordele?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=hero&utm_term=tyres&utm_id=w26`, `${SITE}/fordele?utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_content=hero&utm_term=tyres&utm_id=w26`],
  ["Google's click ids kept", `${SITE}/min-bil?gclid=Cj0KCQiA_abc-XYZ&gbraid=0AAAAA_x&wbraid=Cl0KCQ_y`, `${SITE}/min-bil?gclid=Cj0KCQiA_abc-XYZ&gbraid=0AAAAA_x&wbraid=Cl0KCQ_y`],
  ["the e-mail campaign's parameter kept", `${SITE}/nyheder?${EMAIL_CAMPAIGN_PARAM}=2026-11-winter-tyres`, `${SITE}/nyheder?${EMAIL_CAMPAIGN_PARAM}=2026-11-winter-tyres`],
  ['an opened reward: its id left out, the campaign kept', `${SITE}/fordele?reward=${REWARD}&utm_source=newsletter`, `${SITE}/fordele?utm_source=newsletter`],
  ['an opened article: its id left out', `${SITE}/nyheder?article=${REWARD}`, `${SITE}/nyheder`],
  ['a customer id and an e-mail address left out', `${SITE}/min-bil?customerId=${CUSTOMER}&email=owner%40example.com&utm_campaign=spring`, `${SITE}/min-bil?utm_campaign=spring`],
  ["a password link's token and e-mail left out", `${SITE}/ny-adgangskode?token=abc.def&email=owner%40example.com`, `${SITE}/ny-adgangskode`],
  ['view, tab and filters left out (the screen name says the view)', `${SITE}/fordele?view=points&period=this-year&tab=vehicle&category=lifestyle`, `${SITE}/fordele`],
  ['a return address left out', `${SITE}/log-ind?next=%2Ffordele%3Freward%3D${REWARD}`, `${SITE}/log-ind`],
  ["a return address's campaign kept as the login's, its ids left out", `${SITE}/log-ind?next=${encodeURIComponent(`/fordele?reward=${REWARD}&utm_source=newsletter&ecid=w26&email=a@b.dk`)}`, `${SITE}/log-ind?utm_source=newsletter&ecid=w26`],
  ["the login's own campaign first, the return address's not twice", `${SITE}/log-ind?utm_source=sms&next=${encodeURIComponent('/min-bil?utm_source=newsletter&utm_medium=email')}`, `${SITE}/log-ind?utm_source=sms&utm_medium=email`],
  ["no campaign taken from a return address elsewhere", `${SITE}/log-ind?next=${encodeURIComponent('//evil.example/?utm_source=x')}`, `${SITE}/log-ind`],
  ['a repeated campaign parameter kept once', `${SITE}/min-bil?utm_source=a&utm_source=b`, `${SITE}/min-bil?utm_source=a`],
  ['a campaign value that is an e-mail address left out', `${SITE}/min-bil?utm_content=owner%40example.com&utm_source=crm`, `${SITE}/min-bil?utm_source=crm`],
  ['a campaign value holding a UUID left out', `${SITE}/min-bil?utm_term=c-${CUSTOMER}&${EMAIL_CAMPAIGN_PARAM}=${CUSTOMER}`, `${SITE}/min-bil`],
  ['an upper-case campaign parameter kept as written', `${SITE}/min-bil?UTM_Source=Partner`, `${SITE}/min-bil?UTM_Source=Partner`],
  ['a bare "utm_" is no campaign parameter', `${SITE}/min-bil?utm_=x`, `${SITE}/min-bil`],
  ['a look-alike name left out', `${SITE}/min-bil?xutm_source=a&gclid2=b&ecidx=c`, `${SITE}/min-bil`],
  ['the fragment left out', `${SITE}/hjaelp?utm_source=sms#kontakt`, `${SITE}/hjaelp?utm_source=sms`],
  ['user name and password left out', 'https://owner%40example.com:secret@mit.aurora-bil.dk/min-bil', `${SITE}/min-bil`],
  ['a path segment that is an id replaced', `${SITE}/fordele/${REWARD}/mere`, `${SITE}/fordele/:id/mere`],
  ['a path segment with an e-mail address replaced (also encoded)', `${SITE}/owner%40example.com`, `${SITE}/:id`],
  ['a path segment with a long number replaced', `${SITE}/kunde/12345678`, `${SITE}/kunde/:id`],
  ['the port and a local host kept', 'http://aurora-dk.localhost:3000/min-bil?utm_source=x', 'http://aurora-dk.localhost:3000/min-bil?utm_source=x'],
  ['a value with spaces kept, written as a query writes it', `${SITE}/min-bil?utm_campaign=black%20friday`, `${SITE}/min-bil?utm_campaign=black+friday`],
  ['an address that cannot be read gives nothing', 'not a url', ''],
];

describe('pageLocation', () => {
  it.each(CASES)('%s', (_name, href, expected) => {
    expect(pageLocation(href)).toBe(expected);
  });

  it('never lets an e-mail address or a UUID through, whatever the address', () => {
    for (const [, href] of CASES) {
      const location = decodeURIComponent(pageLocation(href));
      expect(location).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    }
  });
});
