import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, monthWeeks, parseDayInput } from '@/components/ui/date-field';
import { LOCALES, type Locale } from '@/config/locales';
import { renderWithProviders } from '../../utils/render-with-providers';

function Controlled({ initial, locale, onChange }: { initial?: string; locale: Locale; onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Fra"
      locale={locale}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('the date field’s calendar', () => {
  it.each(LOCALES)('starts every week on Monday (%s), whatever the browser’s language', (locale) => {
    // 1 March 2026 is a Sunday: its week starts on Monday 23 February.
    const weeks = monthWeeks(utc('2026-03-01'), locale);
    expect(weeks[0]![0]!.toISOString().slice(0, 10)).toBe('2026-02-23');
    expect(weeks.every((week) => week[0]!.getUTCDay() === 1 && week.length === 7)).toBe(true);
    expect(weeks.at(-1)!.some((day) => day.toISOString().startsWith('2026-03-31'))).toBe(true);
  });

  it('shows Monday to Sunday, the 1st under Sunday when the month starts on one, and picks by keyboard', async () => {
    const changed = jest.fn();
    renderWithProviders(<Controlled initial="2026-03-11" locale="da" onChange={changed} />, { locale: 'da' });
    const toggle = screen.getByRole('button', { name: 'Vælg en dato: Fra' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'marts 2026' });
    const headers = within(dialog).getAllByRole('columnheader').map((header) => header.getAttribute('abbr'));
    expect(headers).toEqual(['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag']);
    const firstRow = within(dialog).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells.findIndex((cell) => cell.textContent === '1')).toBe(6);
    // The chosen day has the focus.
    expect(document.activeElement).toHaveAccessibleName('onsdag den 11. marts 2026');

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('torsdag den 12. marts 2026');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('mandag den 9. marts 2026');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('søndag den 15. marts 2026');
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: 'april 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('onsdag den 15. april 2026');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith('2026-04-22');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Fra' })).toHaveValue('22.04.2026');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderWithProviders(<Controlled locale="sv" onChange={jest.fn()} />, { locale: 'sv' });
    const toggle = screen.getByRole('button', { name: 'Välj ett datum: Fra' });
    await userEvent.click(toggle);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe('the date field’s text', () => {
  it('takes a day typed the language’s way or as yyyy-mm-dd, and nothing that is no day', () => {
    expect(parseDayInput('05.03.2024', 'da')).toBe('2024-03-05');
    expect(parseDayInput('5-3-2024', 'da')).toBe('2024-03-05');
    expect(parseDayInput('2024-03-05', 'sv')).toBe('2024-03-05');
    expect(parseDayInput('05/03/2024', 'en')).toBe('2024-03-05');
    expect(parseDayInput('05.03.2024', 'no')).toBe('2024-03-05');
    expect(parseDayInput('31.02.2024', 'da')).toBeUndefined();
    expect(parseDayInput('05.03.24', 'da')).toBeUndefined();
    expect(parseDayInput('i morgen', 'da')).toBeUndefined();
  });

  it('says how to write a day it cannot read, and keeps what was typed', async () => {
    const changed = jest.fn();
    renderWithProviders(<Controlled locale="da" onChange={changed} />, { locale: 'da' });
    const input = screen.getByRole('textbox', { name: 'Fra' });
    expect(input).toHaveAccessibleDescription('dd.mm.åååå');
    await userEvent.type(input, '31.02.2024');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('dd.mm.åååå Skriv datoen som dd.mm.åååå, eller vælg den i kalenderen.');
    expect(input).toHaveValue('31.02.2024');
    expect(changed).toHaveBeenLastCalledWith(undefined);
    await userEvent.clear(input);
    await userEvent.type(input, '28.02.2024');
    expect(changed).toHaveBeenLastCalledWith('2024-02-28');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
