// The report's queries, written once against the flat table every store shares (reportColumns, plus
// `time` and `weight`: how many events a row stands for). Where the SQL dialects part (the table, a
// percentile) each dialect says it here, side by side; docs/operators.md, "Beyond one machine".
import { reportColumns } from '../../machines/lib/fieldReport.ts';

export type Agent = 'person' | 'automated' | 'bot';
export const agents: readonly Agent[] = ['person', 'automated', 'bot'];

export interface Dialect {
  /** The rows, as a table or a subquery with the flat columns' names. */
  readonly rows: string;
  /** The `q`-quantile of `column` in each group. */
  quantile(q: number, column: string): string;
}

/** The table's name in every store: DuckDB here, ClickHouse, the Analytics Engine dataset. */
export const table = 'marketplace_reports';

// Analytics Engine keeps blob1…blob9 and double1…double7 in reportColumns' order and samples under load:
// each row then stands for `_sample_interval` events.
const analyticsEngineColumns = [
  ...reportColumns.blobs.map((name, i) => `blob${i + 1} AS ${name}`),
  ...reportColumns.doubles.map((name, i) => `double${i + 1} AS ${name}`),
  'timestamp AS time',
  '_sample_interval AS weight',
].join(', ');

// Stores that keep everything are read over CrUX's window: the last 28 days.
export const dialects = {
  // quantile_cont interpolates between the two nearest samples (R-7), as ClickHouse's below.
  duckdb: { rows: table, quantile: (q, column) => `quantile_cont(${column}, ${q})` },
  clickhouse: {
    rows: `(SELECT *, 1 AS weight FROM ${table} WHERE time > now() - INTERVAL 28 DAY)`,
    // Exact and R-7 like DuckDB's; `quantile(q)(column)` is the cheaper estimate for very large tables.
    quantile: (q, column) => `quantileExactInclusive(${q})(${column})`,
  },
  'analytics-engine': {
    rows: `(SELECT ${analyticsEngineColumns} FROM ${table} WHERE timestamp > NOW() - INTERVAL '28' DAY)`,
    // The only quantile it offers: weighted by the sampling, the nearest sample (no interpolation).
    quantile: (q, column) => `quantileExactWeighted(${q})(${column}, weight)`,
  },
} as const satisfies Record<string, Dialect>;

export type DialectName = keyof typeof dialects;

/** The web-vitals metrics the page reports, in the order the report shows them. */
export const metrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof metrics)[number];

/** Good up to the first, poor above the second (web-vitals' own thresholds, which CrUX uses). */
export type Thresholds = readonly [good: number, poor: number];

const count = (condition: string) => `sum(if(${condition}, weight, 0))`;

/** Every query of the report, for `dialect`, over the events of `agent`. */
export function queries(dialect: Dialect, agent: Agent, top: number) {
  const { rows, quantile } = dialect;
  const whose = `agent = '${agent}'`;
  return {
    period: `SELECT min(time) AS first_time, max(time) AS last_time, sum(weight) AS events FROM ${rows}`,
    agents: `SELECT agent,
  ${count("type = 'view'")} AS views,
  ${count("type = 'action'")} AS actions,
  ${count("type = 'lookup'")} AS lookups,
  ${count("type = 'notfound'")} AS notfound,
  ${count("type = 'error'")} AS errors,
  ${count("type = 'csp'")} AS csp,
  sum(weight) AS events
FROM ${rows}
GROUP BY agent
ORDER BY agent`,
    views: `SELECT lang, device, sum(weight) AS views
FROM ${rows}
WHERE ${whose} AND type = 'view'
GROUP BY lang, device
ORDER BY views DESC, lang, device`,
    vital: (metric: Metric, [good, poor]: Thresholds) => `SELECT lang, device, sum(weight) AS samples,
  ${quantile(0.75, 'value')} AS p75,
  ${count(`value <= ${good}`)} / sum(weight) AS good,
  ${count(`value > ${good} AND value <= ${poor}`)} / sum(weight) AS needs_improvement,
  ${count(`value > ${poor}`)} / sum(weight) AS poor
FROM ${rows}
WHERE ${whose} AND type = 'vital' AND what = '${metric}'
GROUP BY lang, device
ORDER BY samples DESC, lang, device`,
    // A switch shows the page in the language switched to (`lang`): it counts as shown there.
    actions: `SELECT lang,
  ${count("type = 'view'")} AS views,
  ${count("type = 'switch'")} AS switched_in,
  ${count("type = 'action' AND what = 'shop'")} AS shop,
  ${count("type = 'action' AND what = 'seller'")} AS seller,
  ${count("type = 'action' AND what = 'cooperation' AND detail = 'fetched'")} AS fetched,
  ${count("type = 'action' AND what = 'cooperation' AND detail = 'fallback'")} AS fallback
FROM ${rows}
WHERE ${whose} AND (type = 'view' OR type = 'switch' OR type = 'action')
GROUP BY lang
ORDER BY views DESC, lang`,
    lookups: `SELECT what AS outcome, status, sum(weight) AS lookups, ${quantile(0.75, 'value')} AS p75
FROM ${rows}
WHERE ${whose} AND type = 'lookup'
GROUP BY what, status
ORDER BY lookups DESC, outcome, status`,
    lookupsAll: `SELECT sum(weight) AS lookups, ${quantile(0.75, 'value')} AS p75
FROM ${rows}
WHERE ${whose} AND type = 'lookup'`,
    switches: `SELECT what AS from_lang, lang AS to_lang, sum(weight) AS switches
FROM ${rows}
WHERE ${whose} AND type = 'switch'
GROUP BY what, lang
ORDER BY switches DESC, from_lang, to_lang`,
    notFound: `SELECT what AS path, sum(weight) AS hits
FROM ${rows}
WHERE ${whose} AND type = 'notfound'
GROUP BY what
ORDER BY hits DESC, path
LIMIT ${top}`,
    csp: `SELECT what AS directive, target AS blocked, detail AS file, sum(weight) AS violations
FROM ${rows}
WHERE ${whose} AND type = 'csp'
GROUP BY what, target, detail
ORDER BY violations DESC, directive, blocked, file
LIMIT ${top}`,
    errors: `SELECT what AS kind, detail AS file, line, part1 AS column_number, sum(weight) AS errors
FROM ${rows}
WHERE ${whose} AND type = 'error'
GROUP BY what, detail, line, part1
ORDER BY errors DESC, kind, file, line, column_number
LIMIT ${top}`,
  };
}
