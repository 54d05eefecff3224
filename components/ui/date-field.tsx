import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYER } from '@/config/layout';
import { LOCALE_TAGS, type Locale } from '@/config/locales';
import { firstDayOfWeek } from '@/lib/format';
import { focusRing } from './focus-ring';
import { controlStyle, FieldError, FieldHeading, FieldWrapper, useFieldIds } from './field';
import { CalendarIcon } from './icons/calendar-icon';

const Row = styled.div`
  position: relative;
  display: flex;
  gap: 0.5rem;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  min-width: 0;
`;

const Toggle = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: ${LAYER.menu};
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 6px 24px rgb(0 0 0 / 18%);
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;

  th {
    padding: 0.25rem;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 0;
  }
`;

const Day = styled.button<{ $selected: boolean; $today: boolean }>`
  width: 2.75rem;
  height: 2.75rem;
  border: ${({ theme, $today }) => ($today ? `1px solid ${theme.colors.primary}` : '1px solid transparent')};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A yyyy-mm-dd day as a UTC midnight, or undefined when it is no real day. */
function parseIso(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : undefined;
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)));
}

/** The language's numeric date: its order of day, month and year and its separator (da 05.03.2024, sv 2024-03-05). */
function numericFormat(locale: Locale) {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

/** A day written the language's way. */
export function formatDayInput(iso: string, locale: Locale): string {
  const date = parseIso(iso);
  return date ? numericFormat(locale).format(date) : '';
}

/**
 * A day the owner typed, the language's way (any separator) or as yyyy-mm-dd: its yyyy-mm-dd, or
 * undefined when it is no real day.
 */
export function parseDayInput(text: string, locale: Locale): string | undefined {
  const trimmed = text.trim();
  if (parseIso(trimmed)) return trimmed;
  const numbers = trimmed.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return undefined;
  const order = numericFormat(locale)
    .formatToParts(new Date(Date.UTC(2024, 0, 2)))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.type);
  const value = (type: string) => numbers[order.indexOf(type as 'day')]!;
  const year = value('year');
  if (year.length !== 4) return undefined;
  const iso = `${year}-${value('month').padStart(2, '0')}-${value('day').padStart(2, '0')}`;
  return parseIso(iso) ? iso : undefined;
}

/** The weeks of a month to show, each a week of seven days starting on the language's first day. */
export function monthWeeks(month: Date, locale: Locale): Date[][] {
  const first = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  // getUTCDay: 0 is Sunday; ISO weekdays: 1 is Monday, 7 Sunday.
  const isoWeekday = first.getUTCDay() || 7;
  const start = addDays(first, -((isoWeekday - firstDayOfWeek(locale) + 7) % 7));
  const weeks: Date[][] = [];
  for (let day = start; weeks.length < 6; ) {
    const week = Array.from({ length: 7 }, (_, index) => addDays(day, index));
    weeks.push(week);
    day = addDays(day, 7);
    if (day.getUTCMonth() !== first.getUTCMonth()) break;
  }
  return weeks;
}

export interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or undefined for none. */
  value: string | undefined;
  /** A real day the owner typed or picked, or undefined when the field is empty or not a day. */
  onChange: (value: string | undefined) => void;
  locale: Locale;
  error?: string;
}

/**
 * A day, typed the language's way or picked in a calendar whose weeks start on the language's
 * first day of the week (Monday for da, sv, en and no; config/calendar.ts): browsers' own date
 * fields follow the browser's language instead. The calendar is a grid the keyboard walks as the
 * WAI-ARIA date picker does: arrows by day and week, Home and End to the week's ends, Page Up and
 * Page Down by month, Enter picks, Escape closes and returns to its button.
 */
export function DateField({ label, value, onChange, locale, error }: DateFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => (value ? formatDayInput(value, locale) : ''));
  const [typedWrong, setTypedWrong] = useState(false);
  const [open, setOpen] = useState(false);
  // Today as the calendar marks it (read once: a page open past midnight keeps its day).
  const [today] = useState(() => isoOf(new Date()));
  const [active, setActive] = useState(() => parseIso(value) ?? parseIso(today)!);
  const toggle = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const shownError = error ?? (typedWrong ? t('ui.datePicker.invalid', { format: t('ui.datePicker.format') }) : undefined);
  const ids = useFieldIds(undefined, { hint: t('ui.datePicker.format'), error: shownError });

  // A value set from outside (a preset, the URL) is shown the language's way.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== parseDayInput(text, locale)) setText(value ? formatDayInput(value, locale) : '');
  }

  // The calendar's day in focus follows the keyboard.
  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${isoOf(active)}"]`)?.focus();
  }, [open, active]);

  // A click outside closes the calendar.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function pick(day: Date) {
    const iso = isoOf(day);
    setText(formatDayInput(iso, locale));
    setTypedWrong(false);
    onChange(iso);
    setOpen(false);
    toggle.current?.focus();
  }

  function onGridKey(event: KeyboardEvent) {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -(((active.getUTCDay() || 7) - firstDayOfWeek(locale) + 7) % 7)),
      End: () => addDays(active, 6 - (((active.getUTCDay() || 7) - firstDayOfWeek(locale) + 7) % 7)),
      PageUp: () => addMonths(active, -1),
      PageDown: () => addMonths(active, 1),
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (moves[event.key]) {
      event.preventDefault();
      setActive(moves[event.key]!());
    }
  }

  const monthName = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(active);
  const weeks = monthWeeks(active, locale);
  const weekdayName = (day: Date, weekday: 'short' | 'long') => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday, timeZone: 'UTC' }).format(day);
  const dayLabel = (day: Date) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(day);

  return (
    <FieldWrapper>
      <FieldHeading ids={ids} label={label} hint={t('ui.datePicker.format')} />
      <Row>
        <Input
          id={ids.inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(shownError)}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseDayInput(event.target.value, locale);
            if (parsed || !event.target.value.trim()) setTypedWrong(false);
            if (parsed) setActive(parseIso(parsed)!);
            onChange(parsed);
          }}
          onBlur={() => setTypedWrong(Boolean(text.trim()) && !parseDayInput(text, locale))}
        />
        <Toggle
          ref={toggle}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={t('ui.datePicker.choose', { field: label })}
          onClick={() => {
            setActive(parseIso(value) ?? parseIso(today)!);
            setOpen(!open);
          }}
        >
          <CalendarIcon />
        </Toggle>
        {open && (
          <Popover ref={popover} role="dialog" aria-modal="false" aria-labelledby={headingId}>
            <MonthBar>
              <Toggle type="button" aria-label={t('ui.datePicker.previousMonth')} onClick={() => setActive(addMonths(active, -1))}>
                ‹
              </Toggle>
              <h2 id={headingId} aria-live="polite">
                {monthName}
              </h2>
              <Toggle type="button" aria-label={t('ui.datePicker.nextMonth')} onClick={() => setActive(addMonths(active, 1))}>
                ›
              </Toggle>
            </MonthBar>
            <Grid ref={grid} role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
              <thead>
                <tr>
                  {weeks[0]!.map((day) => (
                    <th key={isoOf(day)} scope="col" abbr={weekdayName(day, 'long')}>
                      {weekdayName(day, 'short')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={isoOf(week[0]!)}>
                    {week.map((day) => {
                      const iso = isoOf(day);
                      const inMonth = day.getUTCMonth() === active.getUTCMonth();
                      return (
                        <td key={iso} role="gridcell" aria-selected={iso === value}>
                          {inMonth && (
                            <Day
                              type="button"
                              data-day={iso}
                              tabIndex={iso === isoOf(active) ? 0 : -1}
                              aria-label={dayLabel(day)}
                              aria-current={iso === today ? 'date' : undefined}
                              $selected={iso === value}
                              $today={iso === today}
                              onClick={() => pick(day)}
                            >
                              {day.getUTCDate()}
                            </Day>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Popover>
        )}
      </Row>
      {shownError && <FieldError id={ids.errorId}>{shownError}</FieldError>}
    </FieldWrapper>
  );
}
