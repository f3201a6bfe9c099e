import type { Server } from 'node:http';

export declare function serveShopStandin(options: { port: number; host?: string; failLookups?: () => boolean }): Promise<Server>;
