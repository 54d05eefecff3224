import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const Figure = styled.figure`
  margin: 0;
  /* The bars in the brand's colour (lime on Volta's dark page, navy on Aurora's light one). */
  --chart-bar: ${({ theme }) => theme.colors.primary};

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

/**
 * The axis labels under the bars, as text at the page's own size: drawn inside the SVG they were
 * scaled with it, a few pixels high on a phone.
 */
const Labels = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  font-size: 0.8125rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  li {
    overflow: hidden;
    text-overflow: clip;
    white-space: nowrap;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  margin-top: 0.5rem;

  th,
  td {
    padding: 0.25rem 0.75rem 0.25rem 0;
    text-align: left;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Toggle = styled.details`
  margin-top: 0.5rem;

  summary {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface Bar {
  key: string;
  /** The axis label, short (e.g. "Mar"). */
  label: string;
  /** The full name read with the value (e.g. "March 2026"). */
  name: string;
  value: number;
  /** The value as the page writes it. */
  valueText: string;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** The label of the table alternative's toggle ("Show as table"). */
  tableLabel: string;
  columnLabels: { name: string; value: string };
}

const WIDTH = 600;
const HEIGHT = 140;
/** Above this many bars their labels would not fit under them: the table has them all. */
const MAX_LABELLED_BARS = 14;

/**
 * A small bar chart drawn as SVG (no chart library): the picture is hidden from screen readers,
 * which get the same numbers as a table, also open to anyone under the toggle.
 */
export function BarChart({ title, bars, tableLabel, columnLabels }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(4, slot * 0.6);
  const plot = HEIGHT - 1;
  const table = (
    <Table>
      <caption>
        <VisuallyHidden>{title}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{columnLabels.name}</th>
          <th scope="col">{columnLabels.value}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.name}</th>
            <td>{bar.valueText}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return (
    <Figure aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="currentColor" strokeOpacity={0.4} />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * (plot - 8);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect x={x} y={plot - height} width={barWidth} height={height} rx={2} fill="var(--chart-bar, currentColor)">
                <title>{`${bar.name}: ${bar.valueText}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {bars.length <= MAX_LABELLED_BARS && (
        <Labels $count={bars.length} aria-hidden="true">
          {bars.map((bar) => (
            <li key={bar.key}>{bar.label}</li>
          ))}
        </Labels>
      )}
      <Toggle>
        <summary>{tableLabel}</summary>
        {table}
      </Toggle>
    </Figure>
  );
}
