// The report's figures, from its queries run by any store: the runner takes SQL and gives rows of plain
// values (numbers may come back as strings or bigints, as ClickHouse and Analytics Engine send them).
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { type Agent, type Dialect, type Metric, metrics, queries, type Thresholds } from './queries.ts';

export type Runner = (sql: string) => Promise<Record<string, unknown>[]>;

export const thresholds: Readonly<Record<Metric, Thresholds>> = {
  LCP: LCPThresholds as Thresholds,
  INP: INPThresholds as Thresholds,
  CLS: CLSThresholds as Thresholds,
  FCP: FCPThresholds as Thresholds,
  TTFB: TTFBThresholds as Thresholds,
};

/** Below this many samples a p75 and its shares say little (CrUX itself publishes none). */
export const fewSamples = 50;

export interface Vital {
  readonly metric: Metric;
  readonly lang: string;
  readonly device: string;
  readonly samples: number;
  readonly p75: number;
  /** Shares of the samples, 0…1. */
  readonly good: number;
  readonly needsImprovement: number;
  readonly poor: number;
}

export interface Figures {
  readonly agent: Agent;
  readonly period: { readonly first: Date; readonly last: Date } | undefined;
  readonly agents: readonly {
    readonly agent: string;
    readonly views: number;
    readonly actions: number;
    readonly lookups: number;
    readonly notfound: number;
    readonly errors: number;
    readonly csp: number;
    readonly events: number;
  }[];
  readonly views: readonly { readonly lang: string; readonly device: string; readonly views: number }[];
  readonly vitals: readonly Vital[];
  readonly actions: readonly {
    readonly lang: string;
    readonly views: number;
    readonly switchedIn: number;
    readonly shop: number;
    readonly seller: number;
    readonly fetched: number;
    readonly fallback: number;
  }[];
  readonly lookups: readonly {
    readonly outcome: string;
    readonly status: number;
    readonly lookups: number;
    readonly p75: number;
  }[];
  readonly lookupsAll: { readonly lookups: number; readonly p75: number };
  readonly switches: readonly { readonly from: string; readonly to: string; readonly switches: number }[];
  readonly notFound: readonly { readonly path: string; readonly hits: number }[];
  readonly csp: readonly {
    readonly directive: string;
    readonly blocked: string;
    readonly file: string;
    readonly violations: number;
  }[];
  readonly errors: readonly {
    readonly kind: string;
    readonly file: string;
    readonly line: number;
    readonly column: number;
    readonly errors: number;
  }[];
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The figures of `agent`'s events, from the store `run` queries in `dialect`; at most `top` rows of each list. */
export async function readFigures(run: Runner, dialect: Dialect, agent: Agent, top: number): Promise<Figures> {
  const q = queries(dialect, agent, top);
  const [period] = await run(q.period);
  const vitals: Vital[] = [];
  for (const metric of metrics)
    for (const row of await run(q.vital(metric, thresholds[metric])))
      vitals.push({
        metric,
        lang: str(row.lang),
        device: str(row.device),
        samples: num(row.samples),
        p75: num(row.p75),
        good: num(row.good),
        needsImprovement: num(row.needs_improvement),
        poor: num(row.poor),
      });
  const [all] = await run(q.lookupsAll);
  return {
    agent,
    period:
      period && num(period.events) > 0
        ? { first: new Date(period.first_time as string), last: new Date(period.last_time as string) }
        : undefined,
    agents: (await run(q.agents)).map((row) => ({
      agent: str(row.agent),
      views: num(row.views),
      actions: num(row.actions),
      lookups: num(row.lookups),
      notfound: num(row.notfound),
      errors: num(row.errors),
      csp: num(row.csp),
      events: num(row.events),
    })),
    views: (await run(q.views)).map((row) => ({ lang: str(row.lang), device: str(row.device), views: num(row.views) })),
    vitals,
    actions: (await run(q.actions)).map((row) => ({
      lang: str(row.lang),
      views: num(row.views),
      switchedIn: num(row.switched_in),
      shop: num(row.shop),
      seller: num(row.seller),
      fetched: num(row.fetched),
      fallback: num(row.fallback),
    })),
    lookups: (await run(q.lookups)).map((row) => ({
      outcome: str(row.outcome),
      status: num(row.status),
      lookups: num(row.lookups),
      p75: num(row.p75),
    })),
    lookupsAll: { lookups: num(all?.lookups), p75: num(all?.p75) },
    switches: (await run(q.switches)).map((row) => ({
      from: str(row.from_lang),
      to: str(row.to_lang),
      switches: num(row.switches),
    })),
    notFound: (await run(q.notFound)).map((row) => ({ path: str(row.path), hits: num(row.hits) })),
    csp: (await run(q.csp)).map((row) => ({
      directive: str(row.directive),
      blocked: str(row.blocked),
      file: str(row.file),
      violations: num(row.violations),
    })),
    errors: (await run(q.errors)).map((row) => ({
      kind: str(row.kind),
      file: str(row.file),
      line: num(row.line),
      column: num(row.column_number),
      errors: num(row.errors),
    })),
  };
}
