// The report as tables of text, the one place its figures are formatted: the terminal prints them, the
// HTML file shows them beside its plots.
import { type Figures, fewSamples, thresholds } from './figures.ts';
import { type LabRun, labValue } from './lab.ts';
import { type Metric, metrics } from './queries.ts';

export interface Table {
  /** Which figures it shows, for the plot that goes with it. */
  readonly id: 'views' | 'vitals' | 'actions' | 'lookups' | 'switches' | 'notFound' | 'csp' | 'errors' | 'agents';
  readonly title: string;
  readonly headers: readonly string[];
  /** Columns of numbers, set right. */
  readonly numeric: readonly boolean[];
  readonly rows: readonly (readonly string[])[];
  readonly notes: readonly string[];
}

const whom = { person: 'people', automated: 'automated browsers', bot: 'bots' } as const;

/** A metric's value as web-vitals gives it: ms, or CLS's unitless score. */
export const formatValue = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`);
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** `count` per 100 of `base`, and the count itself. */
const per100 = (count: number, base: number) => `${base > 0 ? ((100 * count) / base).toFixed(1) : '–'} (${count})`;
export const smallMark = '*';

export function reportTables(figures: Figures, lab: readonly LabRun[], labDir: string): Table[] {
  const who = whom[figures.agent];
  const cooperation = figures.actions.reduce(
    (sum, row) => ({ fetched: sum.fetched + row.fetched, fallback: sum.fallback + row.fallback }),
    { fetched: 0, fallback: 0 },
  );
  const clicks = cooperation.fetched + cooperation.fallback;
  const lookups = figures.lookupsAll.lookups;
  return [
    {
      id: 'views',
      title: `Views by language and device (${who})`,
      headers: ['lang', 'device', 'views'],
      numeric: [false, false, true],
      rows: figures.views.map((row) => [row.lang, row.device, String(row.views)]),
      notes: [],
    },
    {
      id: 'vitals',
      title: `Core Web Vitals, p75 and shares good / needs improvement / poor (${who})`,
      headers: ['lang', 'device', 'metric', 'samples', 'p75', 'good', 'NI', 'poor', 'lab'],
      numeric: [false, false, false, true, true, true, true, true, true],
      rows: figures.vitals.map((row) => {
        const measured = labValue(lab, row.device, row.metric);
        return [
          row.lang,
          row.device,
          row.metric,
          String(row.samples),
          `${formatValue(row.metric, row.p75)}${row.samples < fewSamples ? smallMark : ''}`,
          percent(row.good),
          percent(row.needsImprovement),
          percent(row.poor),
          measured === undefined ? '' : formatValue(row.metric, measured),
        ];
      }),
      notes: [
        `${smallMark} fewer than ${fewSamples} samples: too few to rely on.`,
        `Good up to, poor above: ${metrics.map((metric) => `${metric} ${thresholds[metric].join('/')}${metric === 'CLS' ? '' : ' ms'}`).join(', ')} (web-vitals' thresholds, as CrUX).`,
        lab.length > 0
          ? `lab: Lighthouse's median run of the last npm run bench, ${lab.map((run) => `${run.device} ${run.url} at ${run.fetched}`).join('; ')} (no INP in the lab).`
          : `lab: none (no Lighthouse results from npm run bench in ${labDir}).`,
      ],
    },
    {
      id: 'actions',
      title: `Actions per 100 views (${who})`,
      headers: ['lang', 'views', 'switched in', 'shop', 'seller', 'cooperation', 'by fallback'],
      numeric: [false, true, true, true, true, true, true],
      rows: figures.actions.map((row) => {
        const shown = row.views + row.switchedIn;
        return [
          row.lang,
          String(row.views),
          String(row.switchedIn),
          per100(row.shop, shown),
          per100(row.seller, shown),
          per100(row.fetched + row.fallback, shown),
          String(row.fallback),
        ];
      }),
      notes: [
        'Per 100 views plus switches into the language (the page was shown in it either way); the count in brackets.',
        clicks > 0
          ? `Cooperation: ${cooperation.fallback} of ${clicks} clicks used the fallback link (${percent(cooperation.fallback / clicks)}), ${cooperation.fetched} the fetched one.`
          : 'Cooperation: no clicks.',
      ],
    },
    {
      id: 'lookups',
      title: `Customer-service lookups by outcome (${who})`,
      headers: ['outcome', 'status', 'lookups', 'share', 'p75'],
      numeric: [false, true, true, true, true],
      rows: [
        ...figures.lookups.map((row) => [
          row.outcome,
          row.status > 0 ? String(row.status) : '',
          String(row.lookups),
          percent(row.lookups / lookups),
          `${Math.round(row.p75)} ms`,
        ]),
        ...(lookups > 0 ? [['all', '', String(lookups), percent(1), `${Math.round(figures.lookupsAll.p75)} ms`]] : []),
      ],
      notes: [
        'ok: an address came back; http: the API answered with that status; shape: its answer was not the one expected; network: no answer; timeout: no answer in time.',
      ],
    },
    {
      id: 'switches',
      title: `Language switches (${who})`,
      headers: ['from', 'to', 'switches'],
      numeric: [false, false, true],
      rows: figures.switches.map((row) => [row.from, row.to, String(row.switches)]),
      notes: [],
    },
    {
      id: 'notFound',
      title: `Top not-found paths (${who})`,
      headers: ['hits', 'path'],
      numeric: [true, false],
      rows: figures.notFound.map((row) => [String(row.hits), row.path]),
      notes: [],
    },
    {
      id: 'csp',
      title: `CSP violations by directive (${who})`,
      headers: ['directive', 'blocked', 'file', 'violations'],
      numeric: [false, false, false, true],
      rows: figures.csp.map((row) => [row.directive, row.blocked, row.file, String(row.violations)]),
      notes: [],
    },
    {
      id: 'errors',
      title: `Errors (${who})`,
      headers: ['kind', 'file', 'line:column', 'errors'],
      numeric: [false, false, true, true],
      rows: figures.errors.map((row) => [row.kind, row.file, `${row.line}:${row.column}`, String(row.errors)]),
      notes: [],
    },
    {
      id: 'agents',
      title: 'Events by agent: people, automated browsers (navigator.webdriver), bots (the host recognised them)',
      headers: ['agent', 'views', 'actions', 'lookups', 'not found', 'errors', 'CSP', 'events'],
      numeric: [false, true, true, true, true, true, true, true],
      rows: figures.agents.map((row) => [
        row.agent,
        String(row.views),
        String(row.actions),
        String(row.lookups),
        String(row.notfound),
        String(row.errors),
        String(row.csp),
        String(row.events),
      ]),
      notes: [],
    },
  ];
}
