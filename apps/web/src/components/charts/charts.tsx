import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format-number';
import { labelEvery, niceScale, scaled } from './chart-scale';
import styles from './charts.module.css';

/**
 * Charts drawn as SVG: each is one image with a text description for screen readers, and the
 * same numbers in a table behind a disclosure, so nothing is shown only as a picture. Shared by
 * the console's statistics and the developers' statistics of their items; each area names the
 * disclosure in its own words, since the charts load with neither area's messages.
 */

/** The width drawn at before the chart's box has been measured. */
const DEFAULT_WIDTH = 720;

/**
 * The width of an element, kept current as it resizes. Charts draw in pixels of their box so
 * that text keeps its size whether a chart fills the page or a column of it.
 */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export interface Column {
  /** The label under the axis ("Nov 21"). */
  label: string;
  /** The label in the table and the tooltip ("November 21, 2026"). */
  fullLabel: string;
  value: number;
}

interface ChartFrameProps {
  title: string;
  /** What the chart shows, in a sentence; read out for the image. */
  description: string;
  /** The table of the same numbers. */
  table: ReactNode;
  /** The words of the disclosure that shows the table ("Show the numbers"). */
  tableLabel: string;
  children: ReactNode;
  testId: string;
}

/** A chart with its heading, its description and its table. */
export function ChartFrame({
  title,
  description,
  table,
  tableLabel,
  children,
  testId,
}: ChartFrameProps) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} data-testid={testId}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <div role="img" aria-label={description} className={styles.image}>
        {children}
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>{tableLabel}</summary>
        {table}
      </details>
    </figure>
  );
}

/** Vertical bars on a scaled axis, e.g. one per day. */
export function ColumnChart({
  columns,
  maxLabels = 10,
}: {
  columns: readonly Column[];
  maxLabels?: number;
}) {
  const { i18n } = useTranslation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = 240;
  const margin = { top: 12, right: 8, bottom: 28, left: 56 };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const scale = niceScale(Math.max(0, ...columns.map((column) => column.value)));
  const slot = columns.length > 0 ? plotWidth / columns.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.72);
  // About one label per 72 pixels, and never more than asked for.
  const every = labelEvery(columns.length, Math.min(maxLabels, Math.floor(plotWidth / 72)));
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div ref={ref} className={styles.canvas}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className={styles.svg}
        aria-hidden="true"
        focusable="false"
        data-testid="column-chart"
      >
        {scale.ticks.map((tick) => {
          const y = margin.top + plotHeight - scaled(tick, scale.max, plotHeight);
          return (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y}
                y2={y}
                className={tick === 0 ? styles.axis : styles.grid}
              />
              <text
                x={margin.left - 8}
                y={y}
                className={styles.tickLabel}
                textAnchor="end"
                dy="0.32em"
              >
                {number(tick)}
              </text>
            </g>
          );
        })}
        {columns.map((column, index) => {
          const barHeight = scaled(column.value, scale.max, plotHeight);
          const x = margin.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={column.fullLabel}>
              <rect
                x={x}
                y={margin.top + plotHeight - barHeight}
                width={barWidth}
                height={barHeight}
                rx={Math.min(3, barWidth / 3)}
                className={styles.bar}
                data-value={column.value}
              >
                <title>{`${column.fullLabel}: ${number(column.value)}`}</title>
              </rect>
              {index % every === 0 && (
                <text
                  x={margin.left + index * slot + slot / 2}
                  y={height - 8}
                  className={styles.axisLabel}
                  textAnchor="middle"
                >
                  {column.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

export interface BarSeries {
  key: string;
  label: string;
}

export interface BarRow {
  key: string;
  label: string;
  values: readonly number[];
}

/**
 * Horizontal bars, one group per row with a bar per series; the row's label sits above its
 * bars so long names and paths need no measuring.
 */
export function BarChart({
  series,
  rows,
}: {
  series: readonly BarSeries[];
  rows: readonly BarRow[];
}) {
  const { i18n } = useTranslation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const labelHeight = 18;
  const barHeight = 14;
  const barGap = 3;
  const rowGap = 14;
  const valueSpace = 88;
  const rowHeight = labelHeight + series.length * (barHeight + barGap) + rowGap;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  const barSpace = Math.max(1, width - valueSpace);
  // Each series has its own scale: users and downloads differ by orders of magnitude.
  const maxima = series.map((_, index) =>
    Math.max(0, ...rows.map((row) => row.values[index] ?? 0)),
  );
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div ref={ref} className={styles.barChart}>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((entry, index) => (
            <li key={entry.key}>
              <span className={styles.swatch} data-series={index} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className={styles.svg}
        aria-hidden="true"
        focusable="false"
        data-testid="bar-chart"
      >
        {rows.map((row, rowIndex) => {
          const top = rowIndex * rowHeight;
          return (
            <g key={row.key}>
              <text x={0} y={top + labelHeight - 5} className={styles.rowLabel}>
                {row.label}
              </text>
              {series.map((entry, index) => {
                const value = row.values[index] ?? 0;
                const width = scaled(value, maxima[index] ?? 0, barSpace);
                const y = top + labelHeight + index * (barHeight + barGap);
                return (
                  <g key={entry.key}>
                    <rect
                      x={0}
                      y={y}
                      width={Math.max(width, value > 0 ? 2 : 0)}
                      height={barHeight}
                      rx={3}
                      className={styles.bar}
                      data-series={index}
                      data-value={value}
                    >
                      <title>{`${row.label} · ${entry.label}: ${number(value)}`}</title>
                    </rect>
                    <text
                      x={width + 6}
                      y={y + barHeight / 2}
                      dy="0.32em"
                      className={styles.valueLabel}
                    >
                      {number(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** The numbers of a chart as a table; the first cell of a row names it. */
export function ChartTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: readonly { label: string; numeric?: boolean }[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  testId?: string;
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header.label} scope="col" data-numeric={header.numeric || undefined}>
              {header.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index} data-numeric={headers[index]?.numeric || undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
