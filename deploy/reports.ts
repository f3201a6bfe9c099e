// What both hosts do with a request to /_r once the release serving it was built with reports on
// (deploy/README.md, "Field reports"): the one answer nginx (deploy/nginx-reports.ts, through njs 0.7.9)
// and the Worker (deploy/cloudflare-worker.ts) give, and what they keep of an accepted body. Written,
// like machines/lib/fieldReport.ts, without destructuring, spread, classes or for…of.
import { isbot } from 'isbot';
import { type AcceptedReport, maxReportBytes, validateReport } from '../machines/lib/fieldReport.ts';

/** A request to /_r as both hosts see it; `body` null when it is larger than `maxReportBytes`. */
export interface ReportRequest {
  readonly method: string;
  readonly contentType: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly body: Uint8Array | null;
}

export type Intake =
  | { readonly status: 204; readonly accepted: AcceptedReport }
  | { readonly status: 400 | 405 | 413 | 415; readonly reason: string };

/** What `navigator.sendBeacon` sends with a string: `text/plain`, perhaps with UTF-8 named as its charset. */
const plainText = /^text\/plain[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-8|"utf-8")[ \t]*)?$/i;

/**
 * The answer to `request`, checked in the order nginx meets each fault (its own 413 comes before any
 * handler): too large 413, another method 405, another content type 415, not strict UTF-8 400, then
 * the validator's 400 or 413; else 204, with the body as validated and whether the user agent is a
 * bot. The user agent goes no further than that flag.
 */
export function receiveReport(request: ReportRequest): Intake {
  if (request.body === null || request.body.length > maxReportBytes) return { status: 413, reason: 'body is too large' };
  if (request.method !== 'POST') return { status: 405, reason: 'method is not POST' };
  if (!plainText.test(request.contentType || '')) return { status: 415, reason: 'content type is not text/plain' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(request.body);
  } catch (_) {
    return { status: 400, reason: 'body is not UTF-8' };
  }
  const validation = validateReport(text);
  if (!validation.ok) return { status: validation.status, reason: validation.reason };
  const accepted = Object.assign({}, validation.report, { bot: isbot(request.userAgent) }) as AcceptedReport;
  return { status: 204, accepted };
}
