export declare const harmlessWhereMissing: Record<string, string>;
export declare function missingFallbacks(css: string, browsers: readonly string[]): string[];
export declare function unsupportedCss(css: string, oldest: Record<string, string>, harmless?: Record<string, string>): string[];
