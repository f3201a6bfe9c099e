export declare function isMain(moduleUrl: string): boolean;
