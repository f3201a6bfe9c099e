import type { Server } from 'node:http';

export declare function serveSite(options: { root: string; port: number; host?: string }): Promise<Server>;
