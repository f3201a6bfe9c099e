import type { Rule } from 'eslint';

export declare function supports(statements: unknown, version: string): boolean;
export declare function missingIn(compat: { support: Record<string, unknown> }, oldest: Record<string, string>): string[];
export declare const browserCompatRule: Rule.RuleModule;
