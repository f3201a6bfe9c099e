export declare const headerPolicy: string;
export declare const imagePolicy: string;
export declare function pagePolicy(build: { scriptHash: string; styleHash: string; shopOrigin: string }): string;
export declare const securityHeaders: readonly (readonly [name: string, value: string])[];
