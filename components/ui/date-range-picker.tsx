import styled from 'styled-components';
import { media } from '@/config/layout';
import type { Locale } from '@/config/locales';
import { RANGE_PRESETS, type DateRangeChoice, type RangePreset } from '@/lib/date-range';
import { DateField } from './date-field';
import { Select } from './select';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  align-items: end;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export interface DateRangePickerProps {
  value: DateRangeChoice;
  onChange: (next: DateRangeChoice) => void;
  labels: { period: string; from: string; to: string; presets: Record<RangePreset, string> };
  /** Shown under the "to" field when the custom days are reversed. */
  reversedError?: string;
  /** The page's language: how days are written, and the calendars' first day of the week. */
  locale: Locale;
}

/**
 * A period for a history: a preset (last 3 months, this year, last year) or two days of one's own,
 * each typed or picked in a calendar whose weeks start on Monday (DateField).
 */
export function DateRangePicker({ value, onChange, labels, reversedError, locale }: DateRangePickerProps) {
  const reversed = value.preset === 'custom' && value.from && value.to && value.from > value.to;
  return (
    <Row>
      <Select
        label={labels.period}
        value={value.preset}
        options={RANGE_PRESETS.map((preset) => ({ value: preset, label: labels.presets[preset] }))}
        onChange={(event) => onChange({ ...value, preset: event.target.value as RangePreset })}
      />
      {value.preset === 'custom' && (
        <>
          <DateField label={labels.from} locale={locale} value={value.from} onChange={(from) => onChange({ ...value, from })} />
          <DateField label={labels.to} locale={locale} value={value.to} error={reversed ? reversedError : undefined} onChange={(to) => onChange({ ...value, to })} />
        </>
      )}
    </Row>
  );
}
