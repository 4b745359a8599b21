import type { TSalesReport } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { hourBars } from './report-format.ts';

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 20;
const BAR_GAP = 4;
const SLOT = WIDTH / 24;

/**
 * Orders per hour of the venue's day as 24 bars, drawn by hand in SVG (no chart library: one chart does
 * not need one). The image's name says the range and the busiest hour; each bar's title its count; the
 * hours 0, 3, 6… are written under the axis.
 */
export function HourChart({ hours, from, to }: { hours: TSalesReport['byHour']; from: string; to: string }) {
  const { t } = useTranslation();
  const { bars, busiest } = hourBars(hours);
  const busiestText = t('p9000_reports_chart_busiest', { hour: busiest.hour, count: busiest.orders });
  return (
    <section aria-labelledby="reports-by-hour">
      <h3 id="reports-by-hour">{t('m9000_reports_by_hour')}</h3>
      <svg
        className="reports-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={t('p9000_reports_chart', { from, to, busiest: busiestText })}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="reports-chart-axis" />
        {bars.map((bar) => {
          const height = Math.round(bar.share * (HEIGHT - 16));
          return (
            <g key={bar.hour} data-hour={bar.hour} data-orders={bar.orders}>
              <title>{t('p9000_reports_hour_orders', { hour: bar.hour, count: bar.orders })}</title>
              <rect
                x={bar.hour * SLOT + BAR_GAP / 2}
                y={HEIGHT - height}
                width={SLOT - BAR_GAP}
                height={height}
                className="reports-chart-bar"
              />
              {bar.orders > 0 ? (
                <text x={bar.hour * SLOT + SLOT / 2} y={HEIGHT - height - 4} className="reports-chart-count">
                  {bar.orders}
                </text>
              ) : null}
              {bar.hour % 3 === 0 ? (
                <text x={bar.hour * SLOT + SLOT / 2} y={HEIGHT + 15} className="reports-chart-hour">
                  {bar.hour}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </section>
  );
}
