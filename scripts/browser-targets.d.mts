export declare function supportedBrowsers(): string[];
export declare function oldestVersions(browsers?: readonly string[]): Record<string, string>;
export declare function compareVersions(a: string, b: string): number;
export declare function transpileTargets(browsers?: readonly string[]): string[];
