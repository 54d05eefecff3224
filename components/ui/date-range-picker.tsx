import styled from 'styled-components';
import { media } from '@/config/layout';
import { RANGE_PRESETS, type DateRangeChoice, type RangePreset } from '@/lib/date-range';
import { Select } from './select';
import { TextField } from './text-field';

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
}

/** A period for a history: a preset (last 3 months, this year, last year) or two days of one's own. */
export function DateRangePicker({ value, onChange, labels, reversedError }: DateRangePickerProps) {
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
          <TextField type="date" label={labels.from} value={value.from ?? ''} onChange={(event) => onChange({ ...value, from: event.target.value || undefined })} />
          <TextField
            type="date"
            label={labels.to}
            value={value.to ?? ''}
            error={reversed ? reversedError : undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
          />
        </>
      )}
    </Row>
  );
}
