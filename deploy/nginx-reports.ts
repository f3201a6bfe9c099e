// nginx's side of field reports, run by its njs module (deploy/nginx.conf, `location = /_r`: js_content)
// once the release has the `_reports` marker: the answer both hosts give (deploy/reports.ts), and for an
// accepted body `$marketplace_report`, the one line its own access log writes. Bundled for njs into
// deploy/nginx-reports.js by scripts/deploy/njs-bundles.ts; a test fails when that file is out of date.
import { receiveReport } from './reports.ts';

/** What njs hands a js_content handler. */
interface NginxRequest {
  readonly method: string;
  readonly headersIn: Record<string, string | undefined>;
  /** The body, when nginx kept it in memory (client_body_buffer_size equals client_max_body_size). */
  readonly requestBuffer?: Uint8Array;
  readonly variables: Record<string, string | undefined>;
  readonly headersOut: Record<string, string | undefined>;
  return(status: number): void;
  log(message: string): void;
}

/** `location = /_r`: 204, 400, 405, 413 or 415 (deploy/reports.ts); an accepted body goes to the reports log. */
function receive(request: NginxRequest): void {
  const intake = receiveReport({
    method: request.method,
    contentType: request.headersIn['Content-Type'],
    userAgent: request.headersIn['User-Agent'],
    body: request.requestBuffer || new Uint8Array(0),
  });
  if (intake.status === 204) request.variables.marketplace_report = JSON.stringify(intake.accepted);
  // At info level: below Debian's error_log threshold, and nginx appends the client's address to it.
  else request.log(`field report refused: ${intake.reason}`);
  if (intake.status === 405) request.headersOut.Allow = 'POST';
  request.return(intake.status);
}

export default { receive };
