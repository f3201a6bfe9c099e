// `npm run dev`: the Vite dev server against the local shop stand-in.
import { createServer } from 'vite';
import { repo } from '../../scripts/shared/paths.ts';
import { serveShopStandin, standInPort } from '../launchers/shop-standin.ts';

await serveShopStandin({ port: standInPort });
const server = await createServer({ root: repo, mode: 'standin', server: { port: 5173, host: 'localhost' } });
await server.listen();
server.printUrls();
console.log(`  Shop stand-in: http://127.0.0.1:${standInPort}/`);
