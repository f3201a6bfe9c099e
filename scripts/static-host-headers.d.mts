export declare function headersFile(files: readonly string[], assets?: readonly string[]): string;
