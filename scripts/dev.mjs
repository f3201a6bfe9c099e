// `npm run dev`: the Vite dev server against the local shop stand-in.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { serveShopStandin } from './shop-standin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await serveShopStandin({ port: 4174 });
const server = await createServer({ root, mode: 'standin', server: { port: 5173, host: 'localhost' } });
await server.listen();
server.printUrls();
console.log('  Shop stand-in: http://127.0.0.1:4174/');
