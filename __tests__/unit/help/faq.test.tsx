import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/config/locales';
import { FAQ_TOPICS, matchFaq } from '@/features/help/faq-catalogue';
import { FaqSection } from '@/features/help/faq-section';
import { HelpContact } from '@/features/help/help-contact';
import { getSite } from '@/config/site-registry';
import { SiteProvider } from '@/lib/site-context';
import { renderWithProviders, type TestLocale } from '../../utils/render-with-providers';

const ALL_IDS = Object.values(FAQ_TOPICS).flat();

function renderHelp(ui: React.ReactElement, siteId: string, locale?: TestLocale) {
  const site = getSite(siteId)!;
  const language = locale ?? (site.locales[0] as TestLocale);
  return renderWithProviders(
    <SiteProvider site={site} locale={language}>
      {ui}
    </SiteProvider>,
    { site: siteId, locale: language },
  );
}

describe('FAQ content', () => {
  it.each(LOCALES)('has a question and an answer for each of the %s questions, and a name for each topic', (locale) => {
    const faq = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, 'faq.json'), 'utf8'));
    expect(ALL_IDS.length).toBeGreaterThanOrEqual(8);
    for (const id of ALL_IDS) {
      expect(faq.items[id].question).toMatch(/\?$/);
      expect(faq.items[id].answer.length).toBeGreaterThan(60);
    }
    expect(Object.keys(faq.items).sort()).toEqual([...ALL_IDS].sort());
    for (const topic of Object.keys(FAQ_TOPICS)) expect(faq.topics[topic]).toBeTruthy();
  });
});

describe('FAQ search', () => {
  const entries = [
    { id: 'a', topic: 'account' as const, question: 'Hur byter jag lösenord?', answer: 'Gå till fliken Säkerhet.' },
    { id: 'b', topic: 'car' as const, question: 'Hur lägger jag till en bil?', answer: 'Gå till Mina bilar.' },
  ];

  it('matches every word typed, in question or answer, whatever the case and accents', () => {
    expect(matchFaq(entries, '', 'sv')).toHaveLength(2);
    expect(matchFaq(entries, '  ', 'sv')).toHaveLength(2);
    expect(matchFaq(entries, 'LÖSENORD', 'sv').map((e) => e.id)).toEqual(['a']);
    expect(matchFaq(entries, 'sakerhet', 'sv').map((e) => e.id)).toEqual(['a']);
    expect(matchFaq(entries, 'gå till', 'sv').map((e) => e.id)).toEqual(['a', 'b']);
    expect(matchFaq(entries, 'bil lösenord', 'sv')).toEqual([]);
  });
});

describe('FAQ section', () => {
  it('shows the questions by topic as an accordion: a button in a heading, aria-expanded, a labelled region', async () => {
    renderHelp(<FaqSection />, 'aurora-dk');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(ALL_IDS.length);
    expect(screen.getByRole('heading', { level: 3, name: 'Konto og sikkerhed' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Hvad dækker vejhjælpen?' });
    expect(question.closest('h4')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Hvad dækker vejhjælpen?' });
    expect(region).toBe(panel);
    expect(region).toHaveTextContent(/starthjælp, hjulskift/);

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('narrows the questions as the owner types and says how many match', async () => {
    renderHelp(<FaqSection />, 'aurora-se');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.type(screen.getByRole('searchbox', { name: /Sök bland frågorna/ }), 'lösen');
    expect(status).toHaveTextContent('1 fråga matchar din sökning');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Hur byter jag lösenord?']);

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'verkstad');
    expect(status).toHaveTextContent(/^\d+ frågor matchar din sökning$/);

    await userEvent.type(screen.getByRole('searchbox'), 'xyz');
    expect(status).toHaveTextContent('0 frågor matchar din sökning');
    expect(screen.getByText('Inga frågor matchar din sökning')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it.each(['en', 'no'] as const)('reads in %s too', (locale) => {
    renderHelp(<FaqSection />, 'volta-dk', locale);
    expect(screen.getAllByRole('button')).toHaveLength(ALL_IDS.length);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(locale === 'en' ? 'Frequently asked questions' : 'Ofte stilte spørsmål');
  });
});

describe('help contact', () => {
  it.each([
    ['aurora-dk', 'Kontakt Aurora', 'tel:+4570203040', 'mailto:kundeservice@aurora-bil.dk', '/forhandler'],
    ['volta-se', 'Kontakta Volta', 'tel:+46852060070', 'mailto:hej@volta-ev.se', '/aterforsaljare'],
  ])('%s: the brand’s customer service and the way to a dealer', (siteId, title, tel, mailto, dealerPath) => {
    renderHelp(<HelpContact />, siteId);
    const contact = screen.getByRole('region', { name: title });
    expect(within(contact).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([tel, mailto]);
    const dealer = screen.getAllByRole('link').at(-1)!;
    expect(dealer).toHaveAttribute('href', dealerPath);
  });
});
