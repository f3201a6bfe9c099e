// The production Worker with a Workers Analytics Engine binding that keeps what it is given, since
// `wrangler dev` drops local writes: GET /__data-points answers, and forgets, the points written so far.
// Test-only: tests/nginx/reports.spec.ts serves it in place of wrangler.jsonc's "main".
import worker, { type Env } from '../../deploy/cloudflare-worker.ts';

const written: unknown[] = [];
const recording: Env['REPORTS'] = { writeDataPoint: (point) => void written.push(point) };

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    if (new URL(request.url).pathname === '/__data-points') return Promise.resolve(Response.json(written.splice(0)));
    return worker.fetch(request, { ...env, REPORTS: recording });
  },
};
